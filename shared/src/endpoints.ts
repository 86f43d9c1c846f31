export type Method = 'GET' | 'POST' | 'DELETE';
/** public: anyone; user: any signed-in user; admin: an administrator (every user, in the embedded API). */
export type Auth = 'public' | 'user' | 'admin';
export type InputKind = 'none' | 'query' | 'json' | 'multipart';

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
  /** A response that is not JSON (the CSV export); its schema then describes the text. */
  produces?: 'text/csv';
}

/** Multipart endpoints carry their picture in this one file field. */
export const IMAGE_FIELD = 'image';

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
    area: 'About', method: 'POST', path: '/api/About/UpdateAboutData', auth: 'admin', input: 'multipart',
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
  AddUser: {
    area: 'Auth', method: 'POST', path: '/api/Auth/AddUser', auth: 'admin', input: 'json',
    status: 201, summary: 'Add an administrator',
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
    area: 'CakeCategory', method: 'POST', path: '/api/CakeCategory/AddCakeCategory', auth: 'admin', input: 'json',
    status: 201, summary: 'Add a cake category',
  },
  EditCakeCategory: {
    area: 'CakeCategory', method: 'POST', path: '/api/CakeCategory/EditCakeCategory', auth: 'admin', input: 'json',
    status: 200, summary: 'Edit a cake category',
  },
  DeleteCakeCategory: {
    area: 'CakeCategory', method: 'DELETE', path: '/api/CakeCategory/DeleteCakeCategory', auth: 'admin', input: 'query',
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
    area: 'Cake', method: 'POST', path: '/api/Cake/AddCake', auth: 'admin', input: 'multipart',
    status: 201, summary: 'Add a cake',
  },
  EditCake: {
    area: 'Cake', method: 'POST', path: '/api/Cake/EditCake', auth: 'admin', input: 'multipart',
    status: 200, summary: 'Edit a cake',
  },
  DeleteCake: {
    area: 'Cake', method: 'DELETE', path: '/api/Cake/DeleteCake', auth: 'admin', input: 'query',
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
    area: 'Category', method: 'POST', path: '/api/Category/AddCategory', auth: 'admin', input: 'json',
    status: 201, summary: 'Add a course category',
  },
  EditCategory: {
    area: 'Category', method: 'POST', path: '/api/Category/EditCategory', auth: 'admin', input: 'json',
    status: 200, summary: 'Edit a course category',
  },
  DeleteCategory: {
    area: 'Category', method: 'DELETE', path: '/api/Category/DeleteCategory', auth: 'admin', input: 'query',
    status: 204, summary: 'Delete a course category (409 while courses use it)',
  },
  GetBranchs: {
    area: 'ContactUs', method: 'GET', path: '/api/ContactUs/GetBranchs', auth: 'public', input: 'none',
    status: 200, summary: 'All branches, by sortOrder',
  },
  UpdateContactUs: {
    area: 'ContactUs', method: 'POST', path: '/api/ContactUs/UpdateContactUs', auth: 'admin', input: 'json',
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
    area: 'Course', method: 'POST', path: '/api/Course/AddCourse', auth: 'admin', input: 'multipart',
    status: 201, summary: 'Add a course',
  },
  EditCourse: {
    area: 'Course', method: 'POST', path: '/api/Course/EditCourse', auth: 'admin', input: 'multipart',
    status: 200, summary: 'Edit a course',
  },
  DeleteCourse: {
    area: 'Course', method: 'DELETE', path: '/api/Course/DeleteCourse', auth: 'admin', input: 'query',
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
    area: 'FAQ', method: 'POST', path: '/api/FAQ/AddFAQ', auth: 'admin', input: 'json',
    status: 201, summary: 'Add a question',
  },
  EditFAQ: {
    area: 'FAQ', method: 'POST', path: '/api/FAQ/EditFAQ', auth: 'admin', input: 'json',
    status: 200, summary: 'Edit a question',
  },
  DeleteFAQ: {
    area: 'FAQ', method: 'DELETE', path: '/api/FAQ/DeleteFAQ', auth: 'admin', input: 'query',
    status: 204, summary: 'Delete a question',
  },
  GetHomeData: {
    area: 'Home', method: 'GET', path: '/api/Home/GetHomeData', auth: 'public', input: 'none',
    status: 200, summary: 'The home page and site settings',
  },
  UpdateHomeData: {
    area: 'Home', method: 'POST', path: '/api/Home/UpdateHomeData', auth: 'admin', input: 'multipart',
    status: 200, summary: 'Replace the home page and site settings',
  },
  GetInstructorData: {
    area: 'Instructor', method: 'GET', path: '/api/Instructor/GetInstructorData', auth: 'public', input: 'none',
    status: 200, summary: 'The instructor page',
  },
  UpdateInstructorData: {
    area: 'Instructor', method: 'POST', path: '/api/Instructor/UpdateInstructorData', auth: 'admin', input: 'multipart',
    status: 200, summary: 'Replace the instructor page',
  },
  AddCakeOrder: {
    area: 'Order', method: 'POST', path: '/api/Order/AddCakeOrder', auth: 'public', input: 'json',
    status: 201, summary: 'A visitor orders a cake (limited per address an hour)', optional: true,
  },
  GetCakeOrders: {
    area: 'Order', method: 'GET', path: '/api/Order/GetCakeOrders', auth: 'admin', input: 'query',
    status: 200, summary: 'A page of cake orders, newest first', optional: true,
  },
  GetCakeOrderById: {
    area: 'Order', method: 'GET', path: '/api/Order/GetCakeOrderById', auth: 'admin', input: 'query',
    status: 200, summary: 'One cake order', optional: true,
  },
  UpdateCakeOrderStatus: {
    area: 'Order', method: 'POST', path: '/api/Order/UpdateCakeOrderStatus', auth: 'admin', input: 'json',
    status: 200, summary: 'Move a cake order along its status graph (409 otherwise)', optional: true,
  },
  AddCourseBooking: {
    area: 'Booking', method: 'POST', path: '/api/Booking/AddCourseBooking', auth: 'public', input: 'json',
    status: 201, summary: 'A visitor books seats on an upcoming course (409 when past or full)', optional: true,
  },
  GetCourseBookings: {
    area: 'Booking', method: 'GET', path: '/api/Booking/GetCourseBookings', auth: 'admin', input: 'query',
    status: 200, summary: 'A page of course bookings, newest first', optional: true,
  },
  GetCourseBookingById: {
    area: 'Booking', method: 'GET', path: '/api/Booking/GetCourseBookingById', auth: 'admin', input: 'query',
    status: 200, summary: 'One course booking', optional: true,
  },
  UpdateCourseBookingStatus: {
    area: 'Booking', method: 'POST', path: '/api/Booking/UpdateCourseBookingStatus', auth: 'admin', input: 'json',
    status: 200, summary: 'Move a course booking along its status graph (409 otherwise)', optional: true,
  },
  TrackRequest: {
    area: 'Order', method: 'GET', path: '/api/Order/TrackRequest', auth: 'public', input: 'query',
    status: 200, summary: 'A visitor looks up their request by reference and phone', optional: true,
  },
  GetInboxCounts: {
    area: 'Order', method: 'GET', path: '/api/Order/GetInboxCounts', auth: 'admin', input: 'none',
    status: 200, summary: 'How many orders and bookings are new', optional: true,
  },
  ExportRequests: {
    area: 'Order', method: 'GET', path: '/api/Order/ExportRequests', auth: 'admin', input: 'query',
    status: 200, summary: 'Orders and bookings as CSV (UTF-8 with a BOM)', optional: true, produces: 'text/csv',
  },
} as const satisfies Record<string, EndpointRoute>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
