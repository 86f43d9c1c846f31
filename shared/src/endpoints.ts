import { deliveryEndpoints } from './delivery/endpoints';

export type Method = 'GET' | 'POST' | 'DELETE';
/**
 * public: anyone; user: any signed-in user (their own account); editor: any administrator (owner
 * or editor: content, orders, bookings); owner: owners only (users, activity, backups), 403 else.
 */
export type Auth = 'public' | 'user' | 'editor' | 'owner';
/**
 * file: a multipart form holding one file under FILE_FIELD and nothing else (a backup to restore).
 * pictures: a multipart form with its fields as text and up to MAX_CUSTOM_CAKE_PICTURES pictures,
 * each under PICTURES_FIELD (a visitor's custom-cake request).
 */
export type InputKind = 'none' | 'query' | 'json' | 'multipart' | 'file' | 'pictures';

/**
 * What a write changes. `content` is what the public pages show: their rendered copies are
 * dropped when it succeeds. A visitor's request, a login or a new account changes no page, nor
 * does an editor's draft (`drafts`: drafts, schedules, a version restored as a draft).
 */
export type WriteChanges = 'content' | 'requests' | 'accounts' | 'drafts';

interface RouteFacts {
  area: string;
  /** Exact path, spelling included (`GetGetFAQs`, `GetBranchs`). */
  path: `/api/${string}`;
  auth: Auth;
  input: InputKind;
  status: 200 | 201 | 204;
  /** The answer is private to this moment (a token, the account): `Cache-Control: no-store`. */
  noStore?: true;
  /** Second version of the contract: a backend may lack it (404), and the site falls back. */
  optional?: true;
  /**
   * A response that is not JSON: the CSV export or a calendar file (its schema then describes the
   * text), or a file
   * streamed as it is made (the backup archive; its response schema is then null).
   */
  produces?: 'text/csv' | 'text/calendar' | 'application/gzip';
}

/** A read changes nothing; a write must say what it changes (so nothing forgets to). */
export type EndpointRoute =
  | (RouteFacts & { method: 'GET'; changes?: never })
  | (RouteFacts & { method: 'POST' | 'DELETE'; changes: WriteChanges });

/** Multipart endpoints carry their picture in this one file field. */
export const IMAGE_FIELD = 'image';
/** `file` rows carry their file in this field. */
export const FILE_FIELD = 'file';

/**
 * The /api contract's endpoints, one row each (API.md): how to call them. Their zod schemas sit in
 * the matching row of `schemas.ts` and their one-line summaries in `summaries.ts`; the tables are
 * split only so that a visitor's browser can call the API without downloading zod (about 30 KB
 * gzip) or the documentation. Server routes, client calls, the OpenAPI document and the contract
 * tests are all derived from them.
 */
// Kept one row per endpoint so the table reads like API.md.
// prettier-ignore
export const endpoints = {
  GetAboutData: {
    area: 'About', method: 'GET', path: '/api/About/GetAboutData', auth: 'public', input: 'none',
    status: 200,
  },
  UpdateAboutData: {
    area: 'About', method: 'POST', path: '/api/About/UpdateAboutData', auth: 'editor', input: 'multipart',
    status: 200, changes: 'content',
  },
  Login: {
    area: 'Auth', method: 'POST', path: '/api/Auth/Login', auth: 'public', input: 'json',
    status: 200, changes: 'accounts', noStore: true,
  },
  GetAccount: {
    area: 'Auth', method: 'GET', path: '/api/Auth/GetAccount', auth: 'user', input: 'none',
    status: 200, noStore: true,
  },
  Logout: {
    area: 'Auth', method: 'POST', path: '/api/Auth/Logout', auth: 'user', input: 'none',
    status: 204, changes: 'accounts', optional: true,
  },
  ChangePassword: {
    area: 'Auth', method: 'POST', path: '/api/Auth/ChangePassword', auth: 'user', input: 'json',
    status: 200, changes: 'accounts', noStore: true,
    optional: true,
  },
  GetUsers: {
    area: 'Auth', method: 'GET', path: '/api/Auth/GetUsers', auth: 'owner', input: 'none',
    status: 200, optional: true, noStore: true,
  },
  AddUser: {
    area: 'Auth', method: 'POST', path: '/api/Auth/AddUser', auth: 'owner', input: 'json',
    status: 201, changes: 'accounts', noStore: true,
  },
  DeleteUser: {
    area: 'Auth', method: 'DELETE', path: '/api/Auth/DeleteUser', auth: 'owner', input: 'query',
    status: 204, changes: 'accounts', optional: true,
  },
  GetActivity: {
    area: 'Audit', method: 'GET', path: '/api/Audit/GetActivity', auth: 'owner', input: 'query',
    status: 200, optional: true, noStore: true,
  },
  DownloadBackup: {
    area: 'Backup', method: 'GET', path: '/api/Backup/Download', auth: 'owner', input: 'none',
    status: 200,
    produces: 'application/gzip', optional: true,
  },
  RestoreBackup: {
    area: 'Backup', method: 'POST', path: '/api/Backup/Restore', auth: 'owner', input: 'file',
    status: 200, changes: 'content',
    optional: true,
  },
  GetCakeCategories: {
    area: 'CakeCategory', method: 'GET', path: '/api/CakeCategory/GetCakeCategories', auth: 'public', input: 'none',
    status: 200,
  },
  GetCakeCategoryById: {
    area: 'CakeCategory', method: 'GET', path: '/api/CakeCategory/GetCakeCategoryById', auth: 'public', input: 'query',
    status: 200,
  },
  AddCakeCategory: {
    area: 'CakeCategory', method: 'POST', path: '/api/CakeCategory/AddCakeCategory', auth: 'editor', input: 'json',
    status: 201, changes: 'content',
  },
  EditCakeCategory: {
    area: 'CakeCategory', method: 'POST', path: '/api/CakeCategory/EditCakeCategory', auth: 'editor', input: 'json',
    status: 200, changes: 'content',
  },
  DeleteCakeCategory: {
    area: 'CakeCategory', method: 'DELETE', path: '/api/CakeCategory/DeleteCakeCategory', auth: 'editor', input: 'query',
    status: 204, changes: 'content',
  },
  GetCakes: {
    area: 'Cake', method: 'GET', path: '/api/Cake/GetCakes', auth: 'public', input: 'query',
    status: 200,
  },
  GetCakeById: {
    area: 'Cake', method: 'GET', path: '/api/Cake/GetCakeById', auth: 'public', input: 'query',
    status: 200,
  },
  AddCake: {
    area: 'Cake', method: 'POST', path: '/api/Cake/AddCake', auth: 'editor', input: 'multipart',
    status: 201, changes: 'content',
  },
  EditCake: {
    area: 'Cake', method: 'POST', path: '/api/Cake/EditCake', auth: 'editor', input: 'multipart',
    status: 200, changes: 'content',
  },
  DeleteCake: {
    area: 'Cake', method: 'DELETE', path: '/api/Cake/DeleteCake', auth: 'editor', input: 'query',
    status: 204, changes: 'content',
  },
  GetCategories: {
    area: 'Category', method: 'GET', path: '/api/Category/GetCategories', auth: 'public', input: 'none',
    status: 200,
  },
  GetCategoryById: {
    area: 'Category', method: 'GET', path: '/api/Category/GetCategoryById', auth: 'public', input: 'query',
    status: 200,
  },
  AddCategory: {
    area: 'Category', method: 'POST', path: '/api/Category/AddCategory', auth: 'editor', input: 'json',
    status: 201, changes: 'content',
  },
  EditCategory: {
    area: 'Category', method: 'POST', path: '/api/Category/EditCategory', auth: 'editor', input: 'json',
    status: 200, changes: 'content',
  },
  DeleteCategory: {
    area: 'Category', method: 'DELETE', path: '/api/Category/DeleteCategory', auth: 'editor', input: 'query',
    status: 204, changes: 'content',
  },
  GetBranchs: {
    area: 'ContactUs', method: 'GET', path: '/api/ContactUs/GetBranchs', auth: 'public', input: 'none',
    status: 200,
  },
  UpdateContactUs: {
    area: 'ContactUs', method: 'POST', path: '/api/ContactUs/UpdateContactUs', auth: 'editor', input: 'json',
    status: 200, changes: 'content',
  },
  GetCourses: {
    area: 'Course', method: 'GET', path: '/api/Course/GetCourses', auth: 'public', input: 'query',
    status: 200,
  },
  GetCourseById: {
    area: 'Course', method: 'GET', path: '/api/Course/GetCourseById', auth: 'public', input: 'query',
    status: 200,
  },
  AddCourse: {
    area: 'Course', method: 'POST', path: '/api/Course/AddCourse', auth: 'editor', input: 'multipart',
    status: 201, changes: 'content',
  },
  EditCourse: {
    area: 'Course', method: 'POST', path: '/api/Course/EditCourse', auth: 'editor', input: 'multipart',
    status: 200, changes: 'content',
  },
  DeleteCourse: {
    area: 'Course', method: 'DELETE', path: '/api/Course/DeleteCourse', auth: 'editor', input: 'query',
    status: 204, changes: 'content',
  },
  GetGetFAQs: {
    area: 'FAQ', method: 'GET', path: '/api/FAQ/GetGetFAQs', auth: 'public', input: 'none',
    status: 200,
  },
  GetFAQById: {
    area: 'FAQ', method: 'GET', path: '/api/FAQ/GetFAQById', auth: 'public', input: 'query',
    status: 200,
  },
  AddFAQ: {
    area: 'FAQ', method: 'POST', path: '/api/FAQ/AddFAQ', auth: 'editor', input: 'json',
    status: 201, changes: 'content',
  },
  EditFAQ: {
    area: 'FAQ', method: 'POST', path: '/api/FAQ/EditFAQ', auth: 'editor', input: 'json',
    status: 200, changes: 'content',
  },
  DeleteFAQ: {
    area: 'FAQ', method: 'DELETE', path: '/api/FAQ/DeleteFAQ', auth: 'editor', input: 'query',
    status: 204, changes: 'content',
  },
  GetHomeData: {
    area: 'Home', method: 'GET', path: '/api/Home/GetHomeData', auth: 'public', input: 'none',
    status: 200,
  },
  UpdateHomeData: {
    area: 'Home', method: 'POST', path: '/api/Home/UpdateHomeData', auth: 'editor', input: 'multipart',
    status: 200, changes: 'content',
  },
  GetInstructorData: {
    area: 'Instructor', method: 'GET', path: '/api/Instructor/GetInstructorData', auth: 'public', input: 'none',
    status: 200,
  },
  UpdateInstructorData: {
    area: 'Instructor', method: 'POST', path: '/api/Instructor/UpdateInstructorData', auth: 'editor', input: 'multipart',
    status: 200, changes: 'content',
  },
  AddCakeOrder: {
    area: 'Order', method: 'POST', path: '/api/Order/AddCakeOrder', auth: 'public', input: 'json',
    status: 201, changes: 'requests', optional: true,
  },
  GetCakeOrders: {
    area: 'Order', method: 'GET', path: '/api/Order/GetCakeOrders', auth: 'editor', input: 'query',
    status: 200, optional: true, noStore: true,
  },
  GetCakeOrderById: {
    area: 'Order', method: 'GET', path: '/api/Order/GetCakeOrderById', auth: 'editor', input: 'query',
    status: 200, optional: true, noStore: true,
  },
  UpdateCakeOrderStatus: {
    area: 'Order', method: 'POST', path: '/api/Order/UpdateCakeOrderStatus', auth: 'editor', input: 'json',
    status: 200, changes: 'requests', optional: true, noStore: true,
  },
  AddCourseBooking: {
    area: 'Booking', method: 'POST', path: '/api/Booking/AddCourseBooking', auth: 'public', input: 'json',
    status: 201, changes: 'requests', optional: true,
  },
  GetCourseBookings: {
    area: 'Booking', method: 'GET', path: '/api/Booking/GetCourseBookings', auth: 'editor', input: 'query',
    status: 200, optional: true, noStore: true,
  },
  GetCourseBookingById: {
    area: 'Booking', method: 'GET', path: '/api/Booking/GetCourseBookingById', auth: 'editor', input: 'query',
    status: 200, optional: true, noStore: true,
  },
  UpdateCourseBookingStatus: {
    area: 'Booking', method: 'POST', path: '/api/Booking/UpdateCourseBookingStatus', auth: 'editor', input: 'json',
    status: 200, changes: 'requests', optional: true, noStore: true,
  },
  TrackRequest: {
    area: 'Order', method: 'GET', path: '/api/Order/TrackRequest', auth: 'public', input: 'query',
    status: 200, optional: true, noStore: true,
  },
  GetInboxCounts: {
    area: 'Order', method: 'GET', path: '/api/Order/GetInboxCounts', auth: 'editor', input: 'none',
    status: 200, optional: true,
  },
  ExportRequests: {
    area: 'Order', method: 'GET', path: '/api/Order/ExportRequests', auth: 'editor', input: 'query',
    status: 200, optional: true, produces: 'text/csv', noStore: true,
  },
  // Waitlists for full courses and custom-cake requests (third version).
  AddWaitlistEntry: {
    area: 'Waitlist', method: 'POST', path: '/api/Waitlist/AddWaitlistEntry', auth: 'public', input: 'json',
    status: 201, changes: 'requests', optional: true,
  },
  GetWaitlistEntries: {
    area: 'Waitlist', method: 'GET', path: '/api/Waitlist/GetWaitlistEntries', auth: 'editor', input: 'query',
    status: 200, optional: true, noStore: true,
  },
  GetWaitlistEntryById: {
    area: 'Waitlist', method: 'GET', path: '/api/Waitlist/GetWaitlistEntryById', auth: 'editor', input: 'query',
    status: 200, optional: true, noStore: true,
  },
  UpdateWaitlistEntryStatus: {
    area: 'Waitlist', method: 'POST', path: '/api/Waitlist/UpdateWaitlistEntryStatus', auth: 'editor', input: 'json',
    status: 200, changes: 'requests', optional: true, noStore: true,
  },
  GetWaitlistSummary: {
    area: 'Waitlist', method: 'GET', path: '/api/Waitlist/GetWaitlistSummary', auth: 'editor', input: 'none',
    status: 200, optional: true, noStore: true,
  },
  GetWaitlistOffer: {
    area: 'Waitlist', method: 'GET', path: '/api/Waitlist/GetWaitlistOffer', auth: 'public', input: 'query',
    status: 200, optional: true, noStore: true,
  },
  AnswerWaitlistOffer: {
    area: 'Waitlist', method: 'POST', path: '/api/Waitlist/AnswerWaitlistOffer', auth: 'public', input: 'json',
    status: 200, changes: 'requests', optional: true, noStore: true,
  },
  AddCustomCakeRequest: {
    area: 'CustomCake', method: 'POST', path: '/api/CustomCake/AddCustomCakeRequest', auth: 'public', input: 'pictures',
    status: 201, changes: 'requests', optional: true,
  },
  GetCustomCakeRequests: {
    area: 'CustomCake', method: 'GET', path: '/api/CustomCake/GetCustomCakeRequests', auth: 'editor', input: 'query',
    status: 200, optional: true, noStore: true,
  },
  GetCustomCakeRequestById: {
    area: 'CustomCake', method: 'GET', path: '/api/CustomCake/GetCustomCakeRequestById', auth: 'editor', input: 'query',
    status: 200, optional: true, noStore: true,
  },
  UpdateCustomCakeStatus: {
    area: 'CustomCake', method: 'POST', path: '/api/CustomCake/UpdateCustomCakeStatus', auth: 'editor', input: 'json',
    status: 200, changes: 'requests', optional: true, noStore: true,
  },
  QuoteCustomCake: {
    area: 'CustomCake', method: 'POST', path: '/api/CustomCake/QuoteCustomCake', auth: 'editor', input: 'json',
    status: 200, changes: 'requests', optional: true, noStore: true,
  },
  AnswerCustomCakeQuote: {
    area: 'CustomCake', method: 'POST', path: '/api/CustomCake/AnswerCustomCakeQuote', auth: 'public', input: 'json',
    status: 200, changes: 'requests', optional: true, noStore: true,
  },
  GetOrderPayments: {
    area: 'Order', method: 'GET', path: '/api/Order/GetOrderPayments', auth: 'editor', input: 'query',
    status: 200, optional: true,
  },
  RecordOrderPayment: {
    area: 'Order', method: 'POST', path: '/api/Order/RecordOrderPayment', auth: 'editor', input: 'json',
    status: 201, changes: 'requests', optional: true,
  },
  // Payments online (a provider's page, its webhooks): the shop's payment links, paid from /track.
  PayRequest: {
    area: 'Payment', method: 'POST', path: '/api/Payment/PayRequest', auth: 'public', input: 'json',
    status: 200, changes: 'requests', optional: true, noStore: true,
  },
  GetPaymentOutcome: {
    area: 'Payment', method: 'GET', path: '/api/Payment/GetPaymentOutcome', auth: 'public', input: 'query',
    status: 200, optional: true, noStore: true,
  },
  OpenPaymentDue: {
    area: 'Payment', method: 'POST', path: '/api/Payment/OpenPaymentDue', auth: 'editor', input: 'json',
    status: 201, changes: 'requests', optional: true, noStore: true,
  },
  RefundPayment: {
    area: 'Payment', method: 'POST', path: '/api/Payment/RefundPayment', auth: 'owner', input: 'json',
    status: 200, changes: 'requests', optional: true, noStore: true,
  },
  // Editors' safety: drafts, versions, schedules and previews of any kind of content (content.ts).
  GetDraft: {
    area: 'Content', method: 'GET', path: '/api/Content/GetDraft', auth: 'editor', input: 'query',
    status: 200, optional: true, noStore: true,
  },
  GetDrafts: {
    area: 'Content', method: 'GET', path: '/api/Content/GetDrafts', auth: 'editor', input: 'query',
    status: 200, optional: true, noStore: true,
  },
  SaveDraft: {
    area: 'Content', method: 'POST', path: '/api/Content/SaveDraft', auth: 'editor', input: 'multipart',
    status: 200, changes: 'drafts', optional: true,
  },
  PublishDraft: {
    area: 'Content', method: 'POST', path: '/api/Content/PublishDraft', auth: 'editor', input: 'json',
    status: 200, changes: 'content', optional: true,
  },
  DiscardDraft: {
    area: 'Content', method: 'POST', path: '/api/Content/DiscardDraft', auth: 'editor', input: 'json',
    status: 200, changes: 'drafts', optional: true,
  },
  ScheduleDraft: {
    area: 'Content', method: 'POST', path: '/api/Content/ScheduleDraft', auth: 'editor', input: 'json',
    status: 200, changes: 'drafts', optional: true,
  },
  UnscheduleDraft: {
    area: 'Content', method: 'POST', path: '/api/Content/UnscheduleDraft', auth: 'editor', input: 'json',
    status: 200, changes: 'drafts', optional: true,
  },
  GetVersions: {
    area: 'Content', method: 'GET', path: '/api/Content/GetVersions', auth: 'editor', input: 'query',
    status: 200, optional: true, noStore: true,
  },
  GetVersion: {
    area: 'Content', method: 'GET', path: '/api/Content/GetVersion', auth: 'editor', input: 'query',
    status: 200, optional: true,
  },
  RestoreVersion: {
    area: 'Content', method: 'POST', path: '/api/Content/RestoreVersion', auth: 'editor', input: 'json',
    status: 200, changes: 'drafts', optional: true,
  },
  GetPreviewLink: {
    area: 'Content', method: 'GET', path: '/api/Content/GetPreviewLink', auth: 'editor', input: 'query',
    status: 200, optional: true, noStore: true,
  },
  GetPreview: {
    area: 'Content', method: 'GET', path: '/api/Content/GetPreview', auth: 'public', input: 'query',
    status: 200, optional: true, noStore: true,
  },
  // The bakery's week (third version): branch calendars and capacity, pick-up days, staff orders,
  // the production sheet.
  GetBranchCalendars: {
    area: 'ContactUs', method: 'GET', path: '/api/ContactUs/GetBranchCalendars', auth: 'public', input: 'none',
    status: 200, optional: true,
  },
  UpdateBranchCalendar: {
    area: 'ContactUs', method: 'POST', path: '/api/ContactUs/UpdateBranchCalendar', auth: 'editor', input: 'json',
    status: 200, changes: 'content', optional: true,
  },
  GetPickupDays: {
    area: 'Order', method: 'GET', path: '/api/Order/GetPickupDays', auth: 'public', input: 'query',
    status: 200, optional: true,
  },
  AddCakeOrderByStaff: {
    area: 'Order', method: 'POST', path: '/api/Order/AddCakeOrderByStaff', auth: 'editor', input: 'json',
    status: 201, changes: 'requests', optional: true, noStore: true,
  },
  GetProductionSheet: {
    area: 'Production', method: 'GET', path: '/api/Production/GetProductionSheet', auth: 'editor', input: 'query',
    status: 200, optional: true, noStore: true,
  },
  ExportProductionSheet: {
    area: 'Production', method: 'GET', path: '/api/Production/ExportProductionSheet', auth: 'editor', input: 'query',
    status: 200, optional: true, produces: 'text/csv', noStore: true,
  },
  // The customer's path (third version): calendar files, the visitor's own changes, a request's life.
  GetRequestCalendar: {
    area: 'Order', method: 'GET', path: '/api/Order/GetRequestCalendar', auth: 'public', input: 'query',
    status: 200, optional: true, produces: 'text/calendar', noStore: true,
  },
  CancelRequest: {
    area: 'Order', method: 'POST', path: '/api/Order/CancelRequest', auth: 'public', input: 'json',
    status: 200, changes: 'requests', optional: true, noStore: true,
  },
  ChangeCakeOrderPickup: {
    area: 'Order', method: 'POST', path: '/api/Order/ChangeCakeOrderPickup', auth: 'public', input: 'json',
    status: 200, changes: 'requests', optional: true, noStore: true,
  },
  ChangeCourseBookingSeats: {
    area: 'Booking', method: 'POST', path: '/api/Booking/ChangeCourseBookingSeats', auth: 'public', input: 'json',
    status: 200, changes: 'requests', optional: true, noStore: true,
  },
  GetRequestHistory: {
    area: 'Order', method: 'GET', path: '/api/Order/GetRequestHistory', auth: 'editor', input: 'query',
    status: 200, optional: true, noStore: true,
  },
  // The shop's settings (fourth version): one record, public to read (nothing secret is kept in it),
  // saved by owners. Its writes change what the public pages show (prices, the WhatsApp button).
  // Invoices and credit notes: the staff's list, the accountant's CSV and the month's VAT.
  GetInvoices: {
    area: 'Invoices', method: 'GET', path: '/api/Invoices/GetInvoices', auth: 'editor', input: 'query',
    status: 200, optional: true, noStore: true,
  },
  ExportInvoices: {
    area: 'Invoices', method: 'GET', path: '/api/Invoices/ExportInvoices', auth: 'editor', input: 'query',
    status: 200, optional: true, produces: 'text/csv', noStore: true,
  },
  GetVatSummary: {
    area: 'Invoices', method: 'GET', path: '/api/Invoices/GetVatSummary', auth: 'editor', input: 'query',
    status: 200, optional: true, noStore: true,
  },
  GetShopSettings: {
    area: 'Settings', method: 'GET', path: '/api/Settings/GetShopSettings', auth: 'public', input: 'none',
    status: 200, optional: true,
  },
  UpdateShopSettings: {
    area: 'Settings', method: 'POST', path: '/api/Settings/UpdateShopSettings', auth: 'owner', input: 'json',
    status: 200, changes: 'content', optional: true, noStore: true,
  },
  // A branch's pause (fifth version): no new visitor orders for a day, with a note; the staff's
  // orders still go through. The pick-up days show a paused day closed, with `paused` and its note.
  GetBranchPauses: {
    area: 'ContactUs', method: 'GET', path: '/api/ContactUs/GetBranchPauses', auth: 'public', input: 'none',
    status: 200, optional: true,
  },
  PauseBranchOrders: {
    area: 'ContactUs', method: 'POST', path: '/api/ContactUs/PauseBranchOrders', auth: 'editor', input: 'json',
    status: 201, changes: 'content', optional: true, noStore: true,
  },
  ResumeBranchOrders: {
    area: 'ContactUs', method: 'POST', path: '/api/ContactUs/ResumeBranchOrders', auth: 'editor', input: 'json',
    status: 204, changes: 'content', optional: true, noStore: true,
  },
  // The staff's overview (fifth version): the next days' capacity use per branch, for its chart.
  GetCapacityUse: {
    area: 'Production', method: 'GET', path: '/api/Production/GetCapacityUse', auth: 'editor', input: 'none',
    status: 200, optional: true, noStore: true,
  },
  // Season plans (fifth version): Hijri rules per branch, landed on a year's Gregorian days as the
  // branches' closures and special hours, expected until confirmed, shifted a day by a sighting.
  GetSeasonPlans: {
    area: 'ContactUs', method: 'GET', path: '/api/ContactUs/GetSeasonPlans', auth: 'editor', input: 'none',
    status: 200, optional: true,
  },
  AddSeasonPlan: {
    area: 'ContactUs', method: 'POST', path: '/api/ContactUs/AddSeasonPlan', auth: 'editor', input: 'json',
    status: 201, changes: 'content', optional: true, noStore: true,
  },
  ApplySeasonPlan: {
    area: 'ContactUs', method: 'POST', path: '/api/ContactUs/ApplySeasonPlan', auth: 'editor', input: 'json',
    status: 200, changes: 'content', optional: true, noStore: true,
  },
  // Seasonal cakes (fifth version): a cake offered only for pick-up days in a window, orderable
  // from a moment; the pick-up days of a basket holding it show the days outside it closed.
  GetCakeSeasons: {
    area: 'Cake', method: 'GET', path: '/api/Cake/GetCakeSeasons', auth: 'public', input: 'none',
    status: 200, optional: true,
  },
  SetCakeSeason: {
    area: 'Cake', method: 'POST', path: '/api/Cake/SetCakeSeason', auth: 'editor', input: 'json',
    status: 200, changes: 'content', optional: true, noStore: true,
  },
  RemoveCakeSeason: {
    area: 'Cake', method: 'POST', path: '/api/Cake/RemoveCakeSeason', auth: 'editor', input: 'json',
    status: 204, changes: 'content', optional: true, noStore: true,
  },
  // Money given back by hand (a cancellation's share of a cash payment): the owner confirms it.
  ConfirmRefund: {
    area: 'Payment', method: 'POST', path: '/api/Payment/ConfirmRefund', auth: 'owner', input: 'json',
    status: 200, changes: 'requests', optional: true, noStore: true,
  },
  ...deliveryEndpoints,
} as const satisfies Record<string, EndpointRoute>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
