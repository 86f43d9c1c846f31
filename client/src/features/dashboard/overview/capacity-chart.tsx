import type { CapacityUse } from '@cakeshop/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { formatNumber } from '../../../lib/format';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { shortDay } from './overview-days';

// One colour per branch, from the theme's family, told apart by lightness too.
const COLOURS = ['#a3435c', '#2f6f8f', '#b7791f', '#4a7c59', '#6b5a60', '#84334a'];

/**
 * The next 14 days' cakes per branch as grouped bars (Chart.js, loaded with the chart, not with the
 * dashboard). Right to left in Arabic: the days run from the right, the axis of counts stands on
 * the right, and the legend and tooltips read right to left. Closed and paused days show as marks
 * under their day; the table beside it carries the same figures for every reader.
 */
export function CapacityChart({ use }: { use: CapacityUse }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const canvas = useRef<HTMLCanvasElement>(null);
  const rtl = language === 'ar';

  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    void import('chart.js').then(
      ({ Chart, BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip }) => {
        if (cancelled || !canvas.current) return;
        Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);
        const first = use.branches[0]?.days ?? [];
        const marks = (index: number) =>
          use.branches.some((branch) => branch.days[index]?.closed || branch.days[index]?.paused) ? ' •' : '';
        chart = new Chart(canvas.current, {
          type: 'bar',
          data: {
            labels: first.map((day, index) => `${shortDay(day.date, language)}${marks(index)}`),
            datasets: use.branches.map((branch, index) => ({
              label: localized(branch, 'branchName', language),
              data: branch.days.map((day) => day.taken),
              backgroundColor: COLOURS[index % COLOURS.length],
            })),
          },
          options: {
            responsive: true,
            maintainAspectRatio: false,
            animation: false,
            locale: language === 'ar' ? 'ar-EG-u-nu-arab' : 'en-GB',
            scales: {
              x: { reverse: rtl },
              y: {
                position: rtl ? 'right' : 'left',
                beginAtZero: true,
                ticks: { precision: 0, callback: (value) => formatNumber(Number(value), language) },
              },
            },
            plugins: {
              legend: { rtl, textDirection: rtl ? 'rtl' : 'ltr', position: 'bottom' },
              tooltip: { rtl, textDirection: rtl ? 'rtl' : 'ltr' },
            },
          },
        });
      },
    );
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [use, language, rtl]);

  return (
    <div className="capacity-chart">
      <canvas ref={canvas} role="img" aria-label={t('dashboard.overview.chartLabel')} />
    </div>
  );
}
