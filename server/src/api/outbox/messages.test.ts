import { describe, expect, it } from 'vitest';

import { pickupOrderKind } from '../../../test/support/order-kind';
import { courseBookingKind } from '../booking/booking.kind';
import { staffEmail, visitorEmail } from './messages';

const visitor = {
  id: 1,
  reference: 'K7Q2-9MXD',
  idempotencyKey: null,
  customerName: 'سارة',
  phone: '+971 50 123 4567',
  phoneDigits: '971501234567',
  email: 'sara@example.com',
  notes: '',
  staffNote: '',
  createdAt: '2026-11-25T08:00:00.000Z',
  status: 'new' as const,
  statusChangedBy: null,
  statusChangedAt: null,
  changeCutoffHours: 48,
  currency: 'AED',
  version: 0,
  branchId: null,
  day: null,
};

const line = {
  orderId: 1,
  cakeCategoryId: 2,
  flavourId: null,
  flavourNameEn: null,
  flavourNameAr: null,
  cakeMessage: '',
  vatMinor: 0,
};
const cakeOrders = pickupOrderKind();

const notices = [
  cakeOrders.notice({
    ...visitor,
    kind: 'cake',
    language: 'ar',
    cakeId: 3,
    cakeNameEn: 'Date cake',
    cakeNameAr: 'كعكة التمر',
    quantity: 2,
    pickupDate: '2026-12-01T00:00:00.000Z',
    branchId: 1,
    branchNameEn: 'Marina',
    branchNameAr: 'المارينا',
    cakeMessage: 'عيد ميلاد سعيد 30',
    totalMinor: 4900,
    fulfilment: 'pickup',
    recipientName: null,
    recipientPhone: null,
    slotId: null,
    delivery: null,
    overCapacity: 0,
    lines: [
      {
        ...line,
        lineNo: 0,
        cakeId: 3,
        cakeNameEn: 'Date cake',
        cakeNameAr: 'كعكة التمر',
        sizeId: 5,
        sizeLabelEn: '1 kg',
        sizeLabelAr: '١ كغ',
        quantity: 2,
        unitPriceMinor: 1500,
        grossMinor: 3000,
        netMinor: 3000,
        cakeMessage: 'عيد ميلاد سعيد 30',
      },
      {
        ...line,
        lineNo: 1,
        cakeId: 4,
        cakeNameEn: 'Rose cake',
        cakeNameAr: 'كعكة الورد',
        sizeId: 8,
        sizeLabelEn: '2 kg',
        sizeLabelAr: '٢ كغ',
        flavourId: 2,
        flavourNameEn: 'Pistachio',
        flavourNameAr: 'فستق',
        quantity: 1,
        unitPriceMinor: 1900,
        grossMinor: 1900,
        netMinor: 1900,
      },
    ],
  }),
  courseBookingKind.notice({
    ...visitor,
    kind: 'course',
    language: 'en',
    courseId: 7,
    courseTitleEn: 'Sourdough',
    courseTitleAr: 'خبز العجين المخمر',
    courseStartDate: null,
    seats: 2,
    unitPriceMinor: 15000,
  }),
];

describe('messages of every kind, in both languages', () => {
  it.each(notices)(
    'when a $kind request is announced, then every line is worded from the translation files',
    (notice) => {
      const mails = [
        staffEmail(notice, 'orders@bakery.example', 'https://cakes.example'),
        visitorEmail(notice),
      ];
      for (const { subject, text } of mails) {
        // i18next answers a missing key with the key itself.
        expect(`${subject}\n${text}`).not.toMatch(/notices\.|\{\{/);
        expect(subject).toContain(notice.reference);
      }
      expect(mails[1]!.text).toContain(notice.lines[notice.language].join('\n'));
    },
  );

  it('when a cake order is in Arabic, then the visitor reads Arabic, its quantities in Arabic-Indic digits, with the message on the cake as typed', () => {
    const { subject, text } = visitorEmail(notices[0]!);
    expect(subject).toBe('طلبك K7Q2-9MXD');
    expect(text).toContain('العبارة على الكعكة: عيد ميلاد سعيد 30');
    expect(text).toContain('الكعكة: كعكة التمر، ١ كغ × ٢');
    expect(text).toContain('الكعكة: كعكة الورد، ٢ كغ، فستق × ١');
  });

  it('when an order has several lines, then its title is the first cake and how many others, in each language', () => {
    const staff = staffEmail(notices[0]!, 'orders@bakery.example', undefined);
    expect(staff.subject).toContain('Date cake + 1 more');
    expect(notices[0]!.titleAr).toBe('كعكة التمر وكعكة أخرى');
    expect(notices[0]!.fields).toMatchObject({
      quantity: 3,
      lines: [{ quantity: 2 }, { flavourNameEn: 'Pistachio' }],
    });
  });

  it('when a course has no day yet, then the message says it will be announced', () => {
    expect(visitorEmail(notices[1]!).text).toContain('Starts: to be announced');
  });
});
