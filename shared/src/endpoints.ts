export type Method = 'GET' | 'POST' | 'DELETE';
/**
 * public: anyone; user: any signed-in user (their own account); editor: any administrator (owner
 * or editor: content, orders, bookings); owner: owners only (users, activity, backups), 403 else.
 */
export type Auth = 'public' | 'user' | 'editor' | 'owner';
/** file: a multipart form holding one file under FILE_FIELD and nothing else (a backup to restore). */
export type InputKind = 'none' | 'query' | 'json' | 'multipart' | 'file';

export interface EndpointRoute {
  area: string;
  method: Method;
  /** Exact path, spelling included (`GetGetFAQs`, `GetBranchs`). */
  path: `/api/${string}`;
  auth: Auth;
  input: InputKind;
  status: 200 | 201 | 204;
  summary: string;
  /** The answer is private to this moment (a token, the account): `Cache-Control: no-store`. */
  noStore?: true;
  /** Second version of the contract: a backend may lack it (404), and the site falls back. */
  optional?: true;
  /**
   * A response that is not JSON: the CSV export (its schema then describes the text), or a file
   * streamed as it is made (the backup archive; its response schema is then null).
   */
  produces?: 'text/csv' | 'application/gzip';
}

/** Multipart endpoints carry their picture in this one file field. */
export const IMAGE_FIELD = 'image';
/** `file` rows carry their file in this field. */
export const FILE_FIELD = 'file';

/**
 * The /api contract's endpoints, one row each (API.md): how to call them. Their zod schemas sit in
 * the matching row of `schemas.ts`; the two tables are split only so that a visitor's browser can
 * call the API without downloading zod (about 30 KB gzip). Server routes, client calls, the
 * OpenAPI document and the contract tests are all derived from them.
 */
// Kept one row per endpoint so the table reads like API.md.
// prettier-ignore
export const endpoints = {
  GetAboutData: {
    area: 'About', method: 'GET', path: '/api/About/GetAboutData', auth: 'public', input: 'none',
    status: 200, summary: 'The About page',
  },
  UpdateAboutData: {
    area: 'About', method: 'POST', path: '/api/About/UpdateAboutData', auth: 'editor', input: 'multipart',
    status: 200, summary: 'Replace the About page',
  },
  Login: {
    area: 'Auth', method: 'POST', path: '/api/Auth/Login', auth: 'public', input: 'json',
    status: 200, summary: 'Sign in and receive a bearer token', noStore: true,
  },
  GetAccount: {
    area: 'Auth', method: 'GET', path: '/api/Auth/GetAccount', auth: 'user', input: 'none',
    status: 200, summary: 'The signed-in user', noStore: true,
  },
  Logout: {
    area: 'Auth', method: 'POST', path: '/api/Auth/Logout', auth: 'user', input: 'none',
    status: 204, summary: 'End this session: its token is refused from then on', optional: true,
  },
  ChangePassword: {
    area: 'Auth', method: 'POST', path: '/api/Auth/ChangePassword', auth: 'user', input: 'json',
    status: 200, summary: 'Change your password; every other session of yours ends', noStore: true,
    optional: true,
  },
  GetUsers: {
    area: 'Auth', method: 'GET', path: '/api/Auth/GetUsers', auth: 'owner', input: 'none',
    status: 200, summary: 'Every administrator, with role and last login', optional: true,
  },
  AddUser: {
    area: 'Auth', method: 'POST', path: '/api/Auth/AddUser', auth: 'owner', input: 'json',
    status: 201, summary: 'Add an owner or an editor',
  },
  DeleteUser: {
    area: 'Auth', method: 'DELETE', path: '/api/Auth/DeleteUser', auth: 'owner', input: 'query',
    status: 204, summary: 'Remove an administrator and end their sessions (409 for yourself or the last owner)', optional: true,
  },
  GetActivity: {
    area: 'Audit', method: 'GET', path: '/api/Audit/GetActivity', auth: 'owner', input: 'query',
    status: 200, summary: 'Who changed what, newest first', optional: true,
  },
  DownloadBackup: {
    area: 'Backup', method: 'GET', path: '/api/Backup/Download', auth: 'owner', input: 'none',
    status: 200, summary: 'A .tar.gz of a consistent database snapshot and every media file',
    produces: 'application/gzip', optional: true,
  },
  RestoreBackup: {
    area: 'Backup', method: 'POST', path: '/api/Backup/Restore', auth: 'owner', input: 'file',
    status: 200, summary: 'Replace everything with a downloaded backup, checked completely first',
    optional: true,
  },
  GetCakeCategories: {
    area: 'CakeCategory', method: 'GET', path: '/api/CakeCategory/GetCakeCategories', auth: 'public', input: 'none',
    status: 200, summary: 'All cake categories, by English name',
  },
  GetCakeCategoryById: {
    area: 'CakeCategory', method: 'GET', path: '/api/CakeCategory/GetCakeCategoryById', auth: 'public', input: 'query',
    status: 200, summary: 'One cake category',
  },
  AddCakeCategory: {
    area: 'CakeCategory', method: 'POST', path: '/api/CakeCategory/AddCakeCategory', auth: 'editor', input: 'json',
    status: 201, summary: 'Add a cake category',
  },
  EditCakeCategory: {
    area: 'CakeCategory', method: 'POST', path: '/api/CakeCategory/EditCakeCategory', auth: 'editor', input: 'json',
    status: 200, summary: 'Edit a cake category',
  },
  DeleteCakeCategory: {
    area: 'CakeCategory', method: 'DELETE', path: '/api/CakeCategory/DeleteCakeCategory', auth: 'editor', input: 'query',
    status: 204, summary: 'Delete a cake category (409 while cakes use it)',
  },
  GetCakes: {
    area: 'Cake', method: 'GET', path: '/api/Cake/GetCakes', auth: 'public', input: 'query',
    status: 200, summary: 'A page of cakes, newest first',
  },
  GetCakeById: {
    area: 'Cake', method: 'GET', path: '/api/Cake/GetCakeById', auth: 'public', input: 'query',
    status: 200, summary: 'One cake',
  },
  AddCake: {
    area: 'Cake', method: 'POST', path: '/api/Cake/AddCake', auth: 'editor', input: 'multipart',
    status: 201, summary: 'Add a cake',
  },
  EditCake: {
    area: 'Cake', method: 'POST', path: '/api/Cake/EditCake', auth: 'editor', input: 'multipart',
    status: 200, summary: 'Edit a cake',
  },
  DeleteCake: {
    area: 'Cake', method: 'DELETE', path: '/api/Cake/DeleteCake', auth: 'editor', input: 'query',
    status: 204, summary: 'Delete a cake',
  },
  GetCategories: {
    area: 'Category', method: 'GET', path: '/api/Category/GetCategories', auth: 'public', input: 'none',
    status: 200, summary: 'All course categories, by English name',
  },
  GetCategoryById: {
    area: 'Category', method: 'GET', path: '/api/Category/GetCategoryById', auth: 'public', input: 'query',
    status: 200, summary: 'One course category',
  },
  AddCategory: {
    area: 'Category', method: 'POST', path: '/api/Category/AddCategory', auth: 'editor', input: 'json',
    status: 201, summary: 'Add a course category',
  },
  EditCategory: {
    area: 'Category', method: 'POST', path: '/api/Category/EditCategory', auth: 'editor', input: 'json',
    status: 200, summary: 'Edit a course category',
  },
  DeleteCategory: {
    area: 'Category', method: 'DELETE', path: '/api/Category/DeleteCategory', auth: 'editor', input: 'query',
    status: 204, summary: 'Delete a course category (409 while courses use it)',
  },
  GetBranchs: {
    area: 'ContactUs', method: 'GET', path: '/api/ContactUs/GetBranchs', auth: 'public', input: 'none',
    status: 200, summary: 'All branches, by sortOrder',
  },
  UpdateContactUs: {
    area: 'ContactUs', method: 'POST', path: '/api/ContactUs/UpdateContactUs', auth: 'editor', input: 'json',
    status: 200, summary: 'Replace the whole list of branches in one transaction',
  },
  GetCourses: {
    area: 'Course', method: 'GET', path: '/api/Course/GetCourses', auth: 'public', input: 'query',
    status: 200, summary: 'A page of courses, newest first; with upcoming=true only those not past, soonest first',
  },
  GetCourseById: {
    area: 'Course', method: 'GET', path: '/api/Course/GetCourseById', auth: 'public', input: 'query',
    status: 200, summary: 'One course',
  },
  AddCourse: {
    area: 'Course', method: 'POST', path: '/api/Course/AddCourse', auth: 'editor', input: 'multipart',
    status: 201, summary: 'Add a course',
  },
  EditCourse: {
    area: 'Course', method: 'POST', path: '/api/Course/EditCourse', auth: 'editor', input: 'multipart',
    status: 200, summary: 'Edit a course',
  },
  DeleteCourse: {
    area: 'Course', method: 'DELETE', path: '/api/Course/DeleteCourse', auth: 'editor', input: 'query',
    status: 204, summary: 'Delete a course',
  },
  GetGetFAQs: {
    area: 'FAQ', method: 'GET', path: '/api/FAQ/GetGetFAQs', auth: 'public', input: 'none',
    status: 200, summary: 'All questions, by sortOrder',
  },
  GetFAQById: {
    area: 'FAQ', method: 'GET', path: '/api/FAQ/GetFAQById', auth: 'public', input: 'query',
    status: 200, summary: 'One question',
  },
  AddFAQ: {
    area: 'FAQ', method: 'POST', path: '/api/FAQ/AddFAQ', auth: 'editor', input: 'json',
    status: 201, summary: 'Add a question',
  },
  EditFAQ: {
    area: 'FAQ', method: 'POST', path: '/api/FAQ/EditFAQ', auth: 'editor', input: 'json',
    status: 200, summary: 'Edit a question',
  },
  DeleteFAQ: {
    area: 'FAQ', method: 'DELETE', path: '/api/FAQ/DeleteFAQ', auth: 'editor', input: 'query',
    status: 204, summary: 'Delete a question',
  },
  GetHomeData: {
    area: 'Home', method: 'GET', path: '/api/Home/GetHomeData', auth: 'public', input: 'none',
    status: 200, summary: 'The home page and site settings',
  },
  UpdateHomeData: {
    area: 'Home', method: 'POST', path: '/api/Home/UpdateHomeData', auth: 'editor', input: 'multipart',
    status: 200, summary: 'Replace the home page and site settings',
  },
  GetInstructorData: {
    area: 'Instructor', method: 'GET', path: '/api/Instructor/GetInstructorData', auth: 'public', input: 'none',
    status: 200, summary: 'The instructor page',
  },
  UpdateInstructorData: {
    area: 'Instructor', method: 'POST', path: '/api/Instructor/UpdateInstructorData', auth: 'editor', input: 'multipart',
    status: 200, summary: 'Replace the instructor page',
  },
  AddCakeOrder: {
    area: 'Order', method: 'POST', path: '/api/Order/AddCakeOrder', auth: 'public', input: 'json',
    status: 201, summary: 'A visitor orders a cake (limited per address an hour)', optional: true,
  },
  GetCakeOrders: {
    area: 'Order', method: 'GET', path: '/api/Order/GetCakeOrders', auth: 'editor', input: 'query',
    status: 200, summary: 'A page of cake orders, newest first', optional: true,
  },
  GetCakeOrderById: {
    area: 'Order', method: 'GET', path: '/api/Order/GetCakeOrderById', auth: 'editor', input: 'query',
    status: 200, summary: 'One cake order', optional: true,
  },
  UpdateCakeOrderStatus: {
    area: 'Order', method: 'POST', path: '/api/Order/UpdateCakeOrderStatus', auth: 'editor', input: 'json',
    status: 200, summary: 'Move a cake order along its status graph (409 otherwise)', optional: true,
  },
  AddCourseBooking: {
    area: 'Booking', method: 'POST', path: '/api/Booking/AddCourseBooking', auth: 'public', input: 'json',
    status: 201, summary: 'A visitor books seats on an upcoming course (409 when past or full)', optional: true,
  },
  GetCourseBookings: {
    area: 'Booking', method: 'GET', path: '/api/Booking/GetCourseBookings', auth: 'editor', input: 'query',
    status: 200, summary: 'A page of course bookings, newest first', optional: true,
  },
  GetCourseBookingById: {
    area: 'Booking', method: 'GET', path: '/api/Booking/GetCourseBookingById', auth: 'editor', input: 'query',
    status: 200, summary: 'One course booking', optional: true,
  },
  UpdateCourseBookingStatus: {
    area: 'Booking', method: 'POST', path: '/api/Booking/UpdateCourseBookingStatus', auth: 'editor', input: 'json',
    status: 200, summary: 'Move a course booking along its status graph (409 otherwise)', optional: true,
  },
  TrackRequest: {
    area: 'Order', method: 'GET', path: '/api/Order/TrackRequest', auth: 'public', input: 'query',
    status: 200, summary: 'A visitor looks up their request by reference and phone', optional: true,
  },
  GetInboxCounts: {
    area: 'Order', method: 'GET', path: '/api/Order/GetInboxCounts', auth: 'editor', input: 'none',
    status: 200, summary: 'How many orders and bookings are new', optional: true,
  },
  ExportRequests: {
    area: 'Order', method: 'GET', path: '/api/Order/ExportRequests', auth: 'editor', input: 'query',
    status: 200, summary: 'Orders and bookings as CSV (UTF-8 with a BOM)', optional: true, produces: 'text/csv',
  },
} as const satisfies Record<string, EndpointRoute>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
