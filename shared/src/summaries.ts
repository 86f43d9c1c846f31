import { deliveryConflicts, deliverySummaries } from './delivery/schemas';
import type { EndpointName } from './endpoints';

/**
 * What each endpoint is for, in a line (API.md's wording): the OpenAPI document's summaries and
 * descriptions. Apart from the `endpoints` table, which the visitor's browser downloads to call
 * the API, so the browser does not carry the documentation too. A missing row does not compile.
 */
export const summaries: Record<EndpointName, string> = {
  GetAboutData: 'The About page',
  UpdateAboutData: 'Replace the About page',
  Login: 'Sign in and receive a bearer token',
  GetAccount: 'The signed-in user',
  Logout: 'End this session: its token is refused from then on',
  ChangePassword: 'Change your password; every other session of yours ends',
  GetUsers: 'Every administrator, with role and last login',
  AddUser: 'Add an owner or an editor',
  DeleteUser: 'Remove an administrator and end their sessions (409 for yourself or the last owner)',
  GetActivity: 'Who changed what, newest first',
  DownloadBackup: 'A .tar.gz of a consistent database snapshot and every media file',
  RestoreBackup: 'Replace everything with a downloaded backup, checked completely first',
  GetCakeCategories: 'All cake categories, by English name',
  GetCakeCategoryById: 'One cake category',
  AddCakeCategory: 'Add a cake category',
  EditCakeCategory: 'Edit a cake category',
  DeleteCakeCategory: 'Delete a cake category (409 while cakes use it)',
  GetCakes: 'A page of cakes, newest first',
  GetCakeById: 'One cake',
  AddCake: 'Add a cake',
  EditCake: 'Edit a cake',
  DeleteCake: 'Delete a cake',
  GetCategories: 'All course categories, by English name',
  GetCategoryById: 'One course category',
  AddCategory: 'Add a course category',
  EditCategory: 'Edit a course category',
  DeleteCategory: 'Delete a course category (409 while courses use it)',
  GetBranchs: 'All branches, by sortOrder',
  UpdateContactUs: 'Replace the whole list of branches in one transaction',
  GetCourses: 'A page of courses, newest first; with upcoming=true only those not past, soonest first',
  GetCourseById: 'One course',
  AddCourse: 'Add a course',
  EditCourse: 'Edit a course',
  DeleteCourse: 'Delete a course',
  GetGetFAQs: 'All questions, by sortOrder',
  GetFAQById: 'One question',
  AddFAQ: 'Add a question',
  EditFAQ: 'Edit a question',
  DeleteFAQ: 'Delete a question',
  GetHomeData:
    'The home page, and the shop settings it carried before they had their own record (read-only here)',
  UpdateHomeData:
    'Replace the home page (the shop settings are saved with UpdateShopSettings; sent here, they are ignored)',
  GetInstructorData: 'The instructor page',
  UpdateInstructorData: 'Replace the instructor page',
  AddCakeOrder: 'A visitor orders a cake (limited per address an hour)',
  GetCakeOrders: 'A page of cake orders, newest first',
  GetCakeOrderById: 'One cake order',
  UpdateCakeOrderStatus: 'Move a cake order along its status graph (409 otherwise)',
  AddCourseBooking: 'A visitor books seats on an upcoming course (409 when past or full)',
  GetCourseBookings: 'A page of course bookings, newest first',
  GetCourseBookingById: 'One course booking',
  UpdateCourseBookingStatus: 'Move a course booking along its status graph (409 otherwise)',
  TrackRequest: 'A visitor looks up their request by reference and phone',
  GetInboxCounts: 'How many orders and bookings are new',
  ExportRequests: 'Orders and bookings as CSV (UTF-8 with a BOM)',
  AddWaitlistEntry: 'A visitor joins the line for seats on a full course',
  GetWaitlistEntries: 'Places in line, newest first, by course and status',
  GetWaitlistEntryById: 'One place in line, with its offer',
  UpdateWaitlistEntryStatus: 'Take someone out of the line (an offer out frees its seats for the next)',
  GetWaitlistSummary: 'Per course: how many wait, and the offers out',
  GetWaitlistOffer: 'The seats held for a visitor, by their personal link',
  AnswerWaitlistOffer: 'Take the held seats (a booking) or let them go to the next in line',
  AddCustomCakeRequest: 'A visitor asks for a custom cake, with up to three reference pictures',
  GetCustomCakeRequests: 'Custom-cake requests, newest first',
  GetCustomCakeRequestById: 'One custom-cake request, with its pictures and quote',
  UpdateCustomCakeStatus: 'Cancel a custom-cake request',
  QuoteCustomCake:
    'Answer a custom-cake request with a price, a deposit and its due day; the visitor is told, and its history keeps it',
  AnswerCustomCakeQuote: 'The visitor accepts (it becomes a cake order) or declines a quote',
  GetOrderPayments: "A cake order's deposits and payments, and its balance",
  RecordOrderPayment: 'Record a deposit or payment taken for a cake order',
  PayRequest:
    'Begin paying one of a request’s payment links online: where to go to pay (the provider’s page)',
  GetPaymentOutcome: 'What became of a payment begun online, for the visitor back from the provider’s page',
  OpenPaymentDue: 'Ask a cake order for a payment online (its balance by default), by a day or not',
  RefundPayment: 'Give back a payment, whole or in part, through the provider that took it (owners)',
  ConfirmRefund: 'Say that money to give back by hand was given back (owners)',
  GetDraft: "A record's version and its draft, if any (kind, and id unless a single page)",
  GetDrafts: 'Every draft, or those of one kind; with scheduled=true only the scheduled ones, soonest first',
  SaveDraft:
    "Save a record's draft without changing the site: the kind's Edit row's fields (a picture too), required texts may wait",
  PublishDraft:
    'Put the draft on the site (400 naming the fields a language still lacks: a required text, or any text given in the other language only)',
  DiscardDraft: 'Throw the draft away; the site stays as it is',
  ScheduleDraft: "Publish the draft by itself at a date and time on the site's clock (400 when that is past)",
  UnscheduleDraft: 'Keep the draft but publish it only when asked',
  GetVersions: "The record's last 50 published versions, newest first: who and when",
  GetVersion: "One version's fields, to compare or restore",
  RestoreVersion: "Make a version the record's draft (the site changes only when it is published)",
  GetPreviewLink: 'A signed link to the draft on its public page, valid for a week',
  GetPreview: "The draft a preview link names, as the kind's reads answer it (404 when forged or expired)",
  GetBranchCalendars:
    "Every branch's opening calendar (weekly hours, dated exceptions), order cut-off and daily capacity",
  UpdateBranchCalendar:
    "Replace one branch's calendar, cut-off and daily capacity; closing days that hold waiting requests takes closeRequests, and each visitor is then told",
  GetPickupDays:
    'The next 60 days of one branch for a basket: open, closed, full or too soon (lead time, cut-off), with the cakes left',
  AddCakeOrderByStaff:
    'The staff take an order (by phone, at the counter); overCapacity takes it on a full day',
  GetProductionSheet:
    'What to bake for a pick-up day: totals per cake and size, then every order line, per branch',
  ExportProductionSheet: 'The production sheet as CSV (UTF-8 with a BOM)',
  GetRequestCalendar:
    'A request as an iCalendar file (the pick-up or the class, its place, a reminder the day before), by reference and phone',
  CancelRequest:
    'A visitor cancels their request (reference and phone), before the cut-off (at any time once the shop closed its day)',
  ChangeCakeOrderPickup:
    'A visitor moves their pick-up to another day, before the cut-off (at any time, free of charge, once the shop closed its day), under the checks of a new order; a delivery may name its window (slotId), on that day or another window of the same day',
  ChangeCourseBookingSeats:
    'A visitor changes the seats of their booking, before the cut-off, within the seats left',
  GetRequestHistory: 'Who changed a request and when (the staff or the visitor), and the messages it sent',
  GetInvoices:
    'The invoices and credit notes issued in a range of months (or of one request), newest first, with their signed links, and the settlements still waiting for theirs',
  ExportInvoices:
    'The invoices and credit notes of a range of months as CSV for the accountant (UTF-8 with a BOM)',
  GetVatSummary: 'Net, VAT and gross per month and VAT rate, credit notes subtracted',
  GetShopSettings:
    'The shop settings: currency, VAT, the seller, time zone, ordering rules, WhatsApp number (defaults before any save)',
  UpdateShopSettings: 'Replace the shop settings (owners only; fields left out take their defaults)',
  GetBranchPauses:
    'The days, from today on, on which a branch takes no new orders from visitors, with their notes',
  PauseBranchOrders:
    'Stop new visitor orders at a branch for today, tomorrow or a chosen day, with a note (staff orders still go through; pausing a paused day replaces its note)',
  ResumeBranchOrders:
    'Take visitor orders again at a branch on a paused day (nothing paused: nothing changes)',
  GetCapacityUse:
    'Each branch over the next 14 days: cakes taken against its cap, and the days closed, paused or noted (Eid, Ramadan hours)',
  GetSeasonPlans: 'The season plans: their Hijri rules per branch, and the years each was applied to',
  AddSeasonPlan:
    'A season plan: Hijri days per branch, closed or with hours of their own (two rules of one branch may not share a day)',
  ApplySeasonPlan:
    "Land a plan on a Hijri year's Umm al-Qura days (expected until confirmed), or shift them a day for a moon sighting; days that close requests are listed (409) until closeRequests, then each visitor is told",
  GetCakeSeasons: "The seasonal cakes: each one's window of pick-up days and the moment its orders open",
  SetCakeSeason:
    'Offer a cake only for pick-up days in a window (Gregorian days, or Hijri days of a year) and from a moment on',
  RemoveCakeSeason: 'Offer a seasonal cake all year again',
  ...deliverySummaries,
};

/** Rows that refuse a write which would break the data (API.md, "Status codes"): their 409, in a line. */
export const conflicts: Partial<Record<EndpointName, string>> = {
  AddUser: 'The e-mail or username is taken',
  DeleteCakeCategory: 'Cakes still use it',
  DeleteCategory: 'Courses still use it',
  DeleteUser: 'Yourself, or the last owner',
  AddCourseBooking: 'The course is past or has fewer seats left',
  AddCakeOrder:
    'The pick-up day is full (pickup.full), or the prices changed since the visitor was shown the total (order.price_changed)',
  AddCakeOrderByStaff:
    'The pick-up day is full and overCapacity is not set (pickup.full), or the prices changed (order.price_changed)',
  UpdateCakeOrderStatus:
    'A step the status graph forbids (order.bad_transition), or the order moved meanwhile (request.changed, naming who and when)',
  UpdateCourseBookingStatus:
    'A step the status graph forbids (order.bad_transition), or the booking moved meanwhile (request.changed, naming who and when)',
  AddWaitlistEntry: 'The course is past, has no seat count, or has the seats free to book now',
  UpdateWaitlistEntryStatus:
    'A step the status graph forbids (order.bad_transition), or the place moved meanwhile (request.changed)',
  AnswerWaitlistOffer: 'The offer was already answered (waitlist.offer_answered)',
  UpdateCustomCakeStatus:
    'A step the status graph forbids (order.bad_transition), or the request moved meanwhile (request.changed)',
  QuoteCustomCake: 'The request was answered or cancelled meanwhile (request.changed)',
  UpdateBranchCalendar:
    'The calendar closes days that hold waiting requests and closeRequests is not set (calendar.closes_requests, listing them in affected)',
  AnswerCustomCakeQuote: 'No quote to answer, or the other answer was given (custom.quote_answered)',
  EditCake: 'The record was saved by someone else since this version (content.changed, naming who and when)',
  EditCourse:
    'The record was saved by someone else since this version (content.changed, naming who and when)',
  EditFAQ: 'The record was saved by someone else since this version (content.changed, naming who and when)',
  EditCakeCategory:
    'The record was saved by someone else since this version (content.changed, naming who and when)',
  EditCategory:
    'The record was saved by someone else since this version (content.changed, naming who and when)',
  UpdateHomeData:
    'The record was saved by someone else since this version (content.changed, naming who and when)',
  UpdateAboutData:
    'The record was saved by someone else since this version (content.changed, naming who and when)',
  UpdateInstructorData:
    'The record was saved by someone else since this version (content.changed, naming who and when)',
  SaveDraft: 'The record was saved by someone else since this version (content.changed, naming who and when)',
  PublishDraft:
    'Saved by someone else since this version, or the live record changed since the draft began (content.changed)',
  DiscardDraft:
    'The record was saved by someone else since this version (content.changed, naming who and when)',
  ScheduleDraft:
    'The record was saved by someone else since this version (content.changed, naming who and when)',
  UnscheduleDraft:
    'The record was saved by someone else since this version (content.changed, naming who and when)',
  RestoreVersion:
    'The record was saved by someone else since this version (content.changed, naming who and when)',
  UpdateShopSettings:
    'The settings were saved by someone else since this version (settings.changed, naming who and when)',
  ApplySeasonPlan:
    'The days would close requests (calendar.closes_requests, listing them): confirm with closeRequests',
  CancelRequest:
    'Past the cut-off (request.too_late), already final (order.bad_transition), or moved meanwhile (request.changed)',
  ChangeCakeOrderPickup:
    'Past the cut-off (request.too_late), the order is no longer open to changes, or the delivery window asked for is full (delivery.slot_full) or closed (delivery.slot_closed)',
  ChangeCourseBookingSeats:
    'Past the cut-off (request.too_late), not enough seats left (course.full), paid for (booking.paid: the shop changes it), or the booking is no longer open to changes',
  ...deliveryConflicts,
};

/** Rows throttled per address (and, for Login, per e-mail): their 429, in a line. */
export const throttled: Partial<Record<EndpointName, string>> = {
  Login: 'Too many failed attempts; try again after Retry-After seconds',
  TrackRequest: 'Too many look-ups; try again after Retry-After seconds',
  AddCakeOrder: 'Too many requests from this address this hour; see Retry-After',
  AddCourseBooking: 'Too many requests from this address this hour; see Retry-After',
  AddWaitlistEntry: 'Too many requests from this address this hour; see Retry-After',
  AddCustomCakeRequest: 'Too many requests from this address this hour; see Retry-After',
  AnswerCustomCakeQuote: 'Too many failed look-ups; try again after Retry-After seconds',
  GetRequestCalendar: 'Too many look-ups; try again after Retry-After seconds',
  CancelRequest: 'Too many look-ups; try again after Retry-After seconds',
  ChangeCakeOrderPickup: 'Too many look-ups; try again after Retry-After seconds',
  ChangeCourseBookingSeats: 'Too many look-ups; try again after Retry-After seconds',
};
