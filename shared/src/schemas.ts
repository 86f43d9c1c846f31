import * as z from 'zod';

import { aboutData, aboutDataInput } from './entities/about';
import { activity, activityQuery, restoreResult } from './entities/activity';
import { addUserInput, changePasswordInput, loginInput, loginResult, user } from './entities/auth';
import { cake, cakeInput, editCakeInput } from './entities/cake';
import { branchCalendar, branchCalendarInput, pickupDays, pickupDaysQuery } from './entities/calendar';
import {
  cakeCategory,
  cakeCategoryInput,
  category,
  categoryInput,
  editCakeCategoryInput,
  editCategoryInput,
} from './entities/categories';
import { contactBranch, updateContactUsInput } from './entities/contact';
import { deliverySchemas } from './delivery/schemas';
import {
  openPaymentDueInput,
  paymentOutcome,
  paymentOutcomeQuery,
  payRequestAnswer,
  payRequestInput,
  refundPaymentInput,
  confirmRefundInput,
} from './entities/payments';
import {
  answerCustomCakeQuoteInput,
  customCakeInput,
  customCakeQuoteAnswer,
  customCakeReceipt,
  customCakeRequest,
  customCakesQuery,
  orderPayments,
  orderPaymentsQuery,
  quoteCustomCakeInput,
  recordOrderPaymentInput,
  updateCustomCakeStatusInput,
} from './entities/custom-cakes';
import {
  contentAction,
  contentPreview,
  contentQuery,
  contentState,
  draftsQuery,
  draftSummary,
  previewLink,
  previewQuery,
  restoreVersionInput,
  saveDraftInput,
  scheduleDraftInput,
  versionOutput,
  versionQuery,
  versionSummary,
} from './entities/content';
import { course, courseInput, editCourseInput } from './entities/course';
import { editFaqInput, faq, faqInput } from './entities/faq';
import { homeData, homeDataInput } from './entities/home';
import { instructorData, instructorDataInput } from './entities/instructor';
import { cakeSeason, removeCakeSeasonInput, setCakeSeasonInput } from './entities/cake-seasons';
import { capacityUse } from './entities/overview';
import { branchPause, pauseBranchInput, resumeBranchInput } from './entities/pauses';
import { applySeasonInput, seasonPlan, seasonPlanInput } from './entities/seasons';
import { productionQuery, productionSheet } from './entities/production';
import { invoicesList, invoicesQuery, vatSummary } from './entities/invoices';
import { shopSettingsOut, updateShopSettingsInput } from './entities/settings';
import {
  cakeOrder,
  cakeOrderInput,
  cakeOrderReceipt,
  cakeOrdersQuery,
  courseBooking,
  courseBookingInput,
  courseBookingReceipt,
  courseBookingsQuery,
  exportQuery,
  inboxCounts,
  staffCakeOrderInput,
  trackQuery,
  trackResult,
  updateCakeOrderStatusInput,
  updateCourseBookingStatusInput,
} from './entities/requests';
import {
  answerWaitlistOfferInput,
  updateWaitlistEntryStatusInput,
  waitlistEntriesQuery,
  waitlistEntry,
  waitlistEntryInput,
  waitlistOffer,
  waitlistOfferAnswer,
  waitlistOfferQuery,
  waitlistReceipt,
  waitlistSummary,
} from './entities/waitlist';
import {
  cancelRequestInput,
  changePickupInput,
  changeSeatsInput,
  requestCalendarQuery,
  requestHistory,
  requestHistoryQuery,
} from './entities/visitor-changes';
import type { EndpointName, EndpointRoute } from './endpoints';
import { endpoints } from './endpoints';
import { courseListQuery, idQuery, listQuery, paged } from './paging';
import { summaries } from './summaries';

export interface EndpointSchemas {
  query?: z.ZodType;
  body?: z.ZodType;
  /** null: 204 No Content, or a file (the row's `produces`). */
  response: z.ZodType | null;
}

/** The zod schemas of every endpoint, keyed like the `endpoints` table (a missing row does not compile). */
// prettier-ignore
export const schemas = {
  GetAboutData: { response: aboutData },
  UpdateAboutData: { body: aboutDataInput, response: aboutData },
  Login: { body: loginInput, response: loginResult },
  GetAccount: { response: user },
  Logout: { response: null },
  ChangePassword: { body: changePasswordInput, response: loginResult },
  GetUsers: { response: z.array(user) },
  AddUser: { body: addUserInput, response: user },
  DeleteUser: { query: idQuery, response: null },
  GetActivity: { query: activityQuery, response: paged(activity) },
  // A .tar.gz, not JSON (the row's `produces`).
  DownloadBackup: { response: null },
  RestoreBackup: { response: restoreResult },
  GetCakeCategories: { response: z.array(cakeCategory) },
  GetCakeCategoryById: { query: idQuery, response: cakeCategory },
  AddCakeCategory: { body: cakeCategoryInput, response: cakeCategory },
  EditCakeCategory: { body: editCakeCategoryInput, response: cakeCategory },
  DeleteCakeCategory: { query: idQuery, response: null },
  GetCakes: { query: listQuery, response: paged(cake) },
  GetCakeById: { query: idQuery, response: cake },
  AddCake: { body: cakeInput, response: cake },
  EditCake: { body: editCakeInput, response: cake },
  DeleteCake: { query: idQuery, response: null },
  GetCategories: { response: z.array(category) },
  GetCategoryById: { query: idQuery, response: category },
  AddCategory: { body: categoryInput, response: category },
  EditCategory: { body: editCategoryInput, response: category },
  DeleteCategory: { query: idQuery, response: null },
  GetBranchs: { response: z.array(contactBranch) },
  UpdateContactUs: { body: updateContactUsInput, response: z.array(contactBranch) },
  GetCourses: { query: courseListQuery, response: paged(course) },
  GetCourseById: { query: idQuery, response: course },
  AddCourse: { body: courseInput, response: course },
  EditCourse: { body: editCourseInput, response: course },
  DeleteCourse: { query: idQuery, response: null },
  GetGetFAQs: { response: z.array(faq) },
  GetFAQById: { query: idQuery, response: faq },
  AddFAQ: { body: faqInput, response: faq },
  EditFAQ: { body: editFaqInput, response: faq },
  DeleteFAQ: { query: idQuery, response: null },
  GetHomeData: { response: homeData },
  UpdateHomeData: { body: homeDataInput, response: homeData },
  GetInstructorData: { response: instructorData },
  UpdateInstructorData: { body: instructorDataInput, response: instructorData },
  AddCakeOrder: { body: cakeOrderInput, response: cakeOrderReceipt },
  GetCakeOrders: { query: cakeOrdersQuery, response: paged(cakeOrder) },
  GetCakeOrderById: { query: idQuery, response: cakeOrder },
  UpdateCakeOrderStatus: { body: updateCakeOrderStatusInput, response: cakeOrder },
  AddCourseBooking: { body: courseBookingInput, response: courseBookingReceipt },
  GetCourseBookings: { query: courseBookingsQuery, response: paged(courseBooking) },
  GetCourseBookingById: { query: idQuery, response: courseBooking },
  UpdateCourseBookingStatus: { body: updateCourseBookingStatusInput, response: courseBooking },
  TrackRequest: { query: trackQuery, response: trackResult },
  GetInboxCounts: { response: inboxCounts },
  ExportRequests: { query: exportQuery, response: z.string() },
  AddWaitlistEntry: { body: waitlistEntryInput, response: waitlistReceipt },
  GetWaitlistEntries: { query: waitlistEntriesQuery, response: paged(waitlistEntry) },
  GetWaitlistEntryById: { query: idQuery, response: waitlistEntry },
  UpdateWaitlistEntryStatus: { body: updateWaitlistEntryStatusInput, response: waitlistEntry },
  GetWaitlistSummary: { response: waitlistSummary },
  GetWaitlistOffer: { query: waitlistOfferQuery, response: waitlistOffer },
  AnswerWaitlistOffer: { body: answerWaitlistOfferInput, response: waitlistOfferAnswer },
  AddCustomCakeRequest: { body: customCakeInput, response: customCakeReceipt },
  GetCustomCakeRequests: { query: customCakesQuery, response: paged(customCakeRequest) },
  GetCustomCakeRequestById: { query: idQuery, response: customCakeRequest },
  UpdateCustomCakeStatus: { body: updateCustomCakeStatusInput, response: customCakeRequest },
  QuoteCustomCake: { body: quoteCustomCakeInput, response: customCakeRequest },
  AnswerCustomCakeQuote: { body: answerCustomCakeQuoteInput, response: customCakeQuoteAnswer },
  GetOrderPayments: { query: orderPaymentsQuery, response: orderPayments },
  RecordOrderPayment: { body: recordOrderPaymentInput, response: orderPayments },
  PayRequest: { body: payRequestInput, response: payRequestAnswer },
  GetPaymentOutcome: { query: paymentOutcomeQuery, response: paymentOutcome },
  OpenPaymentDue: { body: openPaymentDueInput, response: orderPayments },
  RefundPayment: { body: refundPaymentInput, response: orderPayments },
  ConfirmRefund: { body: confirmRefundInput, response: orderPayments },
  GetDraft: { query: contentQuery, response: contentState },
  GetDrafts: { query: draftsQuery, response: z.array(draftSummary) },
  SaveDraft: { body: saveDraftInput, response: contentState },
  PublishDraft: { body: contentAction, response: contentState },
  DiscardDraft: { body: contentAction, response: contentState },
  ScheduleDraft: { body: scheduleDraftInput, response: contentState },
  UnscheduleDraft: { body: contentAction, response: contentState },
  GetVersions: { query: contentQuery, response: z.array(versionSummary) },
  GetVersion: { query: versionQuery, response: versionOutput },
  RestoreVersion: { body: restoreVersionInput, response: contentState },
  GetPreviewLink: { query: contentQuery, response: previewLink },
  GetPreview: { query: previewQuery, response: contentPreview },
  GetBranchCalendars: { response: z.array(branchCalendar) },
  UpdateBranchCalendar: { body: branchCalendarInput, response: branchCalendar },
  GetPickupDays: { query: pickupDaysQuery, response: pickupDays },
  AddCakeOrderByStaff: { body: staffCakeOrderInput, response: cakeOrder },
  GetProductionSheet: { query: productionQuery, response: productionSheet },
  ExportProductionSheet: { query: productionQuery, response: z.string() },
  // An iCalendar file (RFC 5545), as text (the row's `produces`).
  GetRequestCalendar: { query: requestCalendarQuery, response: z.string() },
  CancelRequest: { body: cancelRequestInput, response: trackResult },
  ChangeCakeOrderPickup: { body: changePickupInput, response: trackResult },
  ChangeCourseBookingSeats: { body: changeSeatsInput, response: trackResult },
  GetRequestHistory: { query: requestHistoryQuery, response: requestHistory },
  GetInvoices: { query: invoicesQuery, response: invoicesList },
  ExportInvoices: { query: invoicesQuery, response: z.string() },
  GetVatSummary: { query: invoicesQuery, response: vatSummary },
  GetShopSettings: { response: shopSettingsOut },
  UpdateShopSettings: { body: updateShopSettingsInput, response: shopSettingsOut },
  GetBranchPauses: { response: z.array(branchPause) },
  PauseBranchOrders: { body: pauseBranchInput, response: branchPause },
  ResumeBranchOrders: { body: resumeBranchInput, response: null },
  GetCapacityUse: { response: capacityUse },
  GetSeasonPlans: { response: z.array(seasonPlan) },
  AddSeasonPlan: { body: seasonPlanInput, response: seasonPlan },
  ApplySeasonPlan: { body: applySeasonInput, response: seasonPlan },
  GetCakeSeasons: { response: z.array(cakeSeason) },
  SetCakeSeason: { body: setCakeSeasonInput, response: cakeSeason },
  RemoveCakeSeason: { body: removeCakeSeasonInput, response: null },
  ...deliverySchemas,
} as const satisfies Record<EndpointName, EndpointSchemas>;

type Schemas = typeof schemas;
type Io<N extends EndpointName, K extends keyof EndpointSchemas, Dir extends 'in' | 'out'> =
  Schemas[N] extends Record<K, infer S>
    ? S extends z.ZodType
      ? Dir extends 'in'
        ? z.input<S>
        : z.output<S>
      : never
    : never;

/** What a caller sends as the query string of endpoint N. */
export type QueryOf<N extends EndpointName> = Io<N, 'query', 'in'>;
/** What a caller sends as the body of endpoint N (JSON, or the fields of a multipart form). */
export type BodyOf<N extends EndpointName> = Io<N, 'body', 'in'>;
/** What endpoint N answers with (void for 204). */
export type ResponseOf<N extends EndpointName> = Schemas[N]['response'] extends z.ZodType
  ? z.output<Schemas[N]['response']>
  : void;

export type Endpoint = EndpointRoute & EndpointSchemas & { name: EndpointName; summary: string };

/** Every endpoint with its schemas, for the server, the OpenAPI document and the tests. */
export const endpointList: Endpoint[] = (Object.keys(endpoints) as EndpointName[]).map((name) => ({
  name,
  ...endpoints[name],
  ...schemas[name],
  summary: summaries[name],
}));
