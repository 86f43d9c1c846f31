import type { RequestKind } from '@cakeshop/shared';
import { todayIn } from '@cakeshop/shared/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useSiteTimeZone } from '../../api/settings';
import { Button } from '../../components/button';
import { formatDate } from '../../lib/format';
import type { TFunction } from '../../lib/i18n';
import { useLanguage } from '../../lib/use-language';
import { ConfirmDialog } from '../../components/dashboard/confirm-dialog';
import type { StepFacts, StepQuestion } from './step-questions';
import { messageOnStep, stepQuestion } from './step-questions';

/** Who asked, and how they are reached, as the questions name them. */
interface Visitor {
  customerName: string;
  email: string | null;
  branchNameEn?: string | undefined;
  branchNameAr?: string | undefined;
}

interface StatusStepsProps<S extends string> {
  kind: RequestKind;
  request: Visitor & StepFacts;
  steps: readonly S[];
  /** The step on its way, if any. */
  pending: S | undefined;
  onStep: (status: S) => void;
}

/** An address inside a sentence keeps its own left-to-right order (Unicode isolates). */
const isolated = (text: string) => `\u2066${text}\u2069`;

/** Whether the visitor hears of the step, and how: a message by e-mail, one to send on WhatsApp, or none. */
function toldText(t: TFunction, kind: RequestKind, to: string, visitor: Visitor): string {
  const message = messageOnStep(kind, to);
  const name = visitor.customerName;
  if (!message) return t('dashboard.inbox.ask.notTold', { name });
  const words = { name, message: t(`dashboard.inbox.messages.kind.${message}`) };
  return visitor.email
    ? t('dashboard.inbox.ask.toldByEmail', { ...words, email: isolated(visitor.email) })
    : t('dashboard.inbox.ask.toldOnWhatsapp', words);
}

/** The question a step asks, worded: its title, what it says, and its two buttons. */
function useWording(kind: RequestKind, visitor: Visitor, to: string, question: StepQuestion) {
  const { t } = useTranslation();
  const language = useLanguage();
  const told = toldText(t, kind, to, visitor);
  const action = t(`dashboard.inbox.action.${to as 'ready'}`);
  switch (question.ask) {
    case 'cancel':
      return {
        title: t(`dashboard.inbox.ask.cancelTitle.${kind}`),
        lines: [told, t(`dashboard.inbox.ask.givesBack.${kind}`), t('dashboard.inbox.ask.final')],
        confirm: t(`dashboard.inbox.ask.cancelConfirm.${kind}`),
        dismiss: t('dashboard.inbox.ask.keep'),
        danger: true,
      };
    case 'early':
      return {
        title: t('dashboard.inbox.ask.earlyTitle'),
        lines: [
          t('dashboard.inbox.ask.earlyText', { date: formatDate(question.pickupDate, language) }),
          told,
        ],
        confirm: action,
        dismiss: t('dashboard.inbox.ask.notYet'),
        danger: false,
      };
    case 'closedDay':
      return {
        title: t('dashboard.inbox.ask.closedTitle'),
        lines: [
          t('dashboard.inbox.ask.closedText', {
            date: formatDate(question.pickupDate, language),
            branch: (language === 'ar' ? visitor.branchNameAr : visitor.branchNameEn) ?? '',
          }),
          told,
        ],
        confirm: action,
        dismiss: t('dashboard.inbox.ask.notYet'),
        danger: false,
      };
  }
}

function StepDialog<S extends string>({
  kind,
  request,
  to,
  question,
  onConfirm,
  onCancel,
}: {
  kind: RequestKind;
  request: Visitor;
  to: S;
  question: StepQuestion;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const wording = useWording(kind, request, to, question);
  return (
    <ConfirmDialog
      open
      title={wording.title}
      confirmLabel={wording.confirm}
      dismissLabel={wording.dismiss}
      danger={wording.danger}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {wording.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </ConfirmDialog>
  );
}

/**
 * The status buttons a request's graph allows. A step that cannot be taken back (cancelling),
 * one that tells the customer to come early (an order ready days before its pick-up) and one
 * on a day the branch has since closed ask first, saying who will be told and how.
 */
export function StatusSteps<S extends string>({
  kind,
  request,
  steps,
  pending,
  onStep,
}: StatusStepsProps<S>) {
  const { t } = useTranslation();
  const timeZone = useSiteTimeZone();
  const [asking, setAsking] = useState<{ to: S; question: StepQuestion } | null>(null);
  const take = (to: S) => {
    const question = stepQuestion(kind, request, to, todayIn(timeZone));
    if (question) setAsking({ to, question });
    else onStep(to);
  };
  return (
    <div className="request__steps">
      {steps.map((status) => (
        <Button
          key={status}
          variant={status === 'cancelled' ? 'danger' : 'primary'}
          busy={pending === status}
          disabled={pending !== undefined}
          onClick={() => take(status)}
        >
          {t(`dashboard.inbox.action.${status as 'ready'}`)}
        </Button>
      ))}
      {asking && (
        <StepDialog
          kind={kind}
          request={request}
          to={asking.to}
          question={asking.question}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            setAsking(null);
            onStep(asking.to);
          }}
        />
      )}
    </div>
  );
}
