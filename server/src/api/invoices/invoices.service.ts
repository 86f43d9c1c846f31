import { amountsByRate, decimalText, fromMinor, todayIn } from '@cakeshop/shared';
import type { InvoicesList, InvoiceSummary, VatSummary, VatSummaryRow } from '@cakeshop/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';

import type { DB } from '../db/schema';
import { toCsv } from '../requests/csv';
import type { ReadShopSettings } from '../settings/settings.module';
import type { DocumentLinks } from './document-link';
import type { DocumentRow, DocumentsRepository } from './documents.repository';
import { bodyOf } from './documents.repository';
import type { InvoiceJobs } from './invoice-jobs';
import { NothingToCorrect, SellerIncomplete } from './issue';
import type { invoicesQuery } from '@cakeshop/shared';

type Query = z.output<typeof invoicesQuery>;

/** Why a settlement still waits, from the error its last attempt recorded (issue.ts names them). */
const reasonOf = (lastError: string) =>
  lastError.startsWith(SellerIncomplete.PREFIX)
    ? ('seller_incomplete' as const)
    : lastError.startsWith(NothingToCorrect.PREFIX)
      ? ('nothing_to_correct' as const)
      : ('retrying' as const);

/** The staff's views of the documents: the list by date, the accountant's CSV, the VAT summary. */
export class InvoicesService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly documents: DocumentsRepository,
    private readonly jobs: InvoiceJobs,
    private readonly links: DocumentLinks,
    private readonly settings: ReadShopSettings,
    private readonly now: () => Date,
  ) {}

  private async rows(query: Query): Promise<DocumentRow[]> {
    if (query.requestKind && query.requestId)
      return this.documents.ofRequest(this.db, query.requestKind, query.requestId);
    const thisMonth = todayIn((await this.settings(this.db)).timeZone, this.now()).slice(0, 7);
    const from = query.from ?? query.to ?? thisMonth;
    const to = query.to ?? (query.from ? '9999-12' : thisMonth);
    return this.documents.inMonths(this.db, from, to);
  }

  private summaryOf(row: DocumentRow): InvoiceSummary {
    const doc = bodyOf(row);
    return {
      number: doc.number,
      uuid: doc.uuid,
      kind: doc.kind,
      advance: doc.advance,
      regime: doc.regime,
      issuedAt: doc.issuedAt,
      reference: doc.reference,
      requestKind: doc.requestKind,
      requestId: doc.requestId,
      currency: doc.currency,
      net: fromMinor(doc.totals.due.netMinor, doc.currency),
      vat: fromMinor(doc.totals.due.vatMinor, doc.currency),
      gross: fromMinor(doc.totals.due.grossMinor, doc.currency),
      corrects: doc.corrects?.number ?? null,
      link: this.links.urlOf(doc.uuid),
    };
  }

  async list(query: Query): Promise<InvoicesList> {
    const rows = await this.rows(query);
    return {
      items: rows.map((row) => this.summaryOf(row)).reverse(),
      waiting: (await this.jobs.waiting()).map((job) => ({
        ...job,
        attempts: Number(job.attempts),
        reason: reasonOf(job.lastError),
      })),
    };
  }

  /**
   * One line per document in order of number, amounts as the document states them (a credit
   * note's too: its kind says it is subtracted; a leading minus would read as a formula).
   */
  async csv(query: Query): Promise<string> {
    const rows = (await this.rows(query)).map((row) => {
      const doc = bodyOf(row);
      const amount = (minor: number) => decimalText(minor, doc.currency);
      return [
        doc.number,
        doc.kind,
        doc.advance ? 'advance' : '',
        doc.issuedAt,
        row.issuedMonth,
        doc.reference,
        doc.corrects?.number ?? '',
        doc.currency,
        amount(doc.totals.due.netMinor),
        amount(doc.totals.due.vatMinor),
        amount(doc.totals.due.grossMinor),
        doc.payment.method,
        doc.seller.vatNumber,
        doc.uuid,
        row.hash,
      ];
    });
    const header = [
      'number',
      'kind',
      'advance',
      'issued_at',
      'month',
      'reference',
      'corrects',
      'currency',
      'net',
      'vat',
      'gross',
      'method',
      'seller_vat_number',
      'uuid',
      'hash',
    ];
    return toCsv(header, rows);
  }

  /** Per month, currency and rate: the documents' lines less their advances, credit notes subtracted. */
  async vatSummary(query: Query): Promise<VatSummary> {
    const groups = new Map<
      string,
      {
        month: string;
        currency: string;
        vatRate: number;
        net: number;
        vat: number;
        gross: number;
        invoices: Set<number>;
        creditNotes: Set<number>;
      }
    >();
    for (const row of await this.rows(query)) {
      const doc = bodyOf(row);
      const sign = doc.kind === 'credit_note' ? -1 : 1;
      for (const [vatRate, amounts] of amountsByRate(doc.lines, doc.advances)) {
        const key = `${row.issuedMonth}|${doc.currency}|${vatRate}`;
        const group = groups.get(key) ?? {
          month: row.issuedMonth,
          currency: doc.currency,
          vatRate,
          net: 0,
          vat: 0,
          gross: 0,
          invoices: new Set(),
          creditNotes: new Set(),
        };
        group.net += sign * amounts.netMinor;
        group.vat += sign * amounts.vatMinor;
        group.gross += sign * amounts.grossMinor;
        (doc.kind === 'credit_note' ? group.creditNotes : group.invoices).add(doc.number);
        groups.set(key, group);
      }
    }
    const rows: VatSummaryRow[] = [...groups.values()]
      .sort(
        (a, b) =>
          a.month.localeCompare(b.month) || a.currency.localeCompare(b.currency) || a.vatRate - b.vatRate,
      )
      .map((group) => ({
        month: group.month,
        currency: group.currency,
        vatRate: group.vatRate,
        net: fromMinor(group.net, group.currency),
        vat: fromMinor(group.vat, group.currency),
        gross: fromMinor(group.gross, group.currency),
        invoices: group.invoices.size,
        creditNotes: group.creditNotes.size,
      }));
    return { rows };
  }
}
