import { z } from 'zod';

import { aboutData, aboutDataInput } from './entities/about';
import { addUserInput, loginInput, loginResult, user } from './entities/auth';
import { cake, cakeInput, editCakeInput } from './entities/cake';
import { cakeCategory, category, categoryInput, editCategoryInput } from './entities/categories';
import { contactBranch, updateContactUsInput } from './entities/contact';
import { course, courseInput, editCourseInput } from './entities/course';
import { editFaqInput, faq, faqInput } from './entities/faq';
import { homeData, homeDataInput } from './entities/home';
import { instructorData, instructorDataInput } from './entities/instructor';
import { idQuery, listQuery, paged } from './paging';

export type Method = 'GET' | 'POST' | 'DELETE';
/** public: anyone; user: any signed-in user; admin: an administrator (every user, in the embedded API). */
export type Auth = 'public' | 'user' | 'admin';
export type InputKind = 'none' | 'query' | 'json' | 'multipart';

export interface Endpoint {
  area: string;
  method: Method;
  /** Exact path, spelling included (`GetGetFAQs`, `GetBranchs`). */
  path: `/api/${string}`;
  auth: Auth;
  input: InputKind;
  query?: z.ZodType;
  body?: z.ZodType;
  /** null: 204 No Content. */
  response: z.ZodType | null;
  status: 200 | 201 | 204;
  summary: string;
}

/** Multipart endpoints carry their picture in this one file field. */
export const IMAGE_FIELD = 'image';

/**
 * The /api contract, one row per endpoint (API.md). Server routes, client calls, the OpenAPI
 * document and the contract tests are all derived from this table.
 */
// Kept one row per endpoint so the table reads like API.md.
// prettier-ignore
export const endpoints = {
  GetAboutData: {
    area: 'About', method: 'GET', path: '/api/About/GetAboutData', auth: 'public', input: 'none',
    response: aboutData, status: 200, summary: 'The About page',
  },
  UpdateAboutData: {
    area: 'About', method: 'POST', path: '/api/About/UpdateAboutData', auth: 'admin', input: 'multipart',
    body: aboutDataInput, response: aboutData, status: 200, summary: 'Replace the About page',
  },
  Login: {
    area: 'Auth', method: 'POST', path: '/api/Auth/Login', auth: 'public', input: 'json',
    body: loginInput, response: loginResult, status: 200, summary: 'Sign in and receive a bearer token',
  },
  GetAccount: {
    area: 'Auth', method: 'GET', path: '/api/Auth/GetAccount', auth: 'user', input: 'none',
    response: user, status: 200, summary: 'The signed-in user',
  },
  AddUser: {
    area: 'Auth', method: 'POST', path: '/api/Auth/AddUser', auth: 'admin', input: 'json',
    body: addUserInput, response: user, status: 201, summary: 'Add an administrator',
  },
  GetCakeCategories: {
    area: 'CakeCategory', method: 'GET', path: '/api/CakeCategory/GetCakeCategories', auth: 'public', input: 'none',
    response: z.array(cakeCategory), status: 200, summary: 'All cake categories, by English name',
  },
  GetCakeCategoryById: {
    area: 'CakeCategory', method: 'GET', path: '/api/CakeCategory/GetCakeCategoryById', auth: 'public', input: 'query',
    query: idQuery, response: cakeCategory, status: 200, summary: 'One cake category',
  },
  AddCakeCategory: {
    area: 'CakeCategory', method: 'POST', path: '/api/CakeCategory/AddCakeCategory', auth: 'admin', input: 'json',
    body: categoryInput, response: cakeCategory, status: 201, summary: 'Add a cake category',
  },
  EditCakeCategory: {
    area: 'CakeCategory', method: 'POST', path: '/api/CakeCategory/EditCakeCategory', auth: 'admin', input: 'json',
    body: editCategoryInput, response: cakeCategory, status: 200, summary: 'Edit a cake category',
  },
  DeleteCakeCategory: {
    area: 'CakeCategory', method: 'DELETE', path: '/api/CakeCategory/DeleteCakeCategory', auth: 'admin', input: 'query',
    query: idQuery, response: null, status: 204, summary: 'Delete a cake category (409 while cakes use it)',
  },
  GetCakes: {
    area: 'Cake', method: 'GET', path: '/api/Cake/GetCakes', auth: 'public', input: 'query',
    query: listQuery, response: paged(cake), status: 200, summary: 'A page of cakes, newest first',
  },
  GetCakeById: {
    area: 'Cake', method: 'GET', path: '/api/Cake/GetCakeById', auth: 'public', input: 'query',
    query: idQuery, response: cake, status: 200, summary: 'One cake',
  },
  AddCake: {
    area: 'Cake', method: 'POST', path: '/api/Cake/AddCake', auth: 'admin', input: 'multipart',
    body: cakeInput, response: cake, status: 201, summary: 'Add a cake',
  },
  EditCake: {
    area: 'Cake', method: 'POST', path: '/api/Cake/EditCake', auth: 'admin', input: 'multipart',
    body: editCakeInput, response: cake, status: 200, summary: 'Edit a cake',
  },
  DeleteCake: {
    area: 'Cake', method: 'DELETE', path: '/api/Cake/DeleteCake', auth: 'admin', input: 'query',
    query: idQuery, response: null, status: 204, summary: 'Delete a cake',
  },
  GetCategories: {
    area: 'Category', method: 'GET', path: '/api/Category/GetCategories', auth: 'public', input: 'none',
    response: z.array(category), status: 200, summary: 'All course categories, by English name',
  },
  GetCategoryById: {
    area: 'Category', method: 'GET', path: '/api/Category/GetCategoryById', auth: 'public', input: 'query',
    query: idQuery, response: category, status: 200, summary: 'One course category',
  },
  AddCategory: {
    area: 'Category', method: 'POST', path: '/api/Category/AddCategory', auth: 'admin', input: 'json',
    body: categoryInput, response: category, status: 201, summary: 'Add a course category',
  },
  EditCategory: {
    area: 'Category', method: 'POST', path: '/api/Category/EditCategory', auth: 'admin', input: 'json',
    body: editCategoryInput, response: category, status: 200, summary: 'Edit a course category',
  },
  DeleteCategory: {
    area: 'Category', method: 'DELETE', path: '/api/Category/DeleteCategory', auth: 'admin', input: 'query',
    query: idQuery, response: null, status: 204, summary: 'Delete a course category (409 while courses use it)',
  },
  GetBranchs: {
    area: 'ContactUs', method: 'GET', path: '/api/ContactUs/GetBranchs', auth: 'public', input: 'none',
    response: z.array(contactBranch), status: 200, summary: 'All branches, by sortOrder',
  },
  UpdateContactUs: {
    area: 'ContactUs', method: 'POST', path: '/api/ContactUs/UpdateContactUs', auth: 'admin', input: 'json',
    body: updateContactUsInput, response: z.array(contactBranch), status: 200, summary: 'Replace the whole list of branches in one transaction',
  },
  GetCourses: {
    area: 'Course', method: 'GET', path: '/api/Course/GetCourses', auth: 'public', input: 'query',
    query: listQuery, response: paged(course), status: 200, summary: 'A page of courses, newest first',
  },
  GetCourseById: {
    area: 'Course', method: 'GET', path: '/api/Course/GetCourseById', auth: 'public', input: 'query',
    query: idQuery, response: course, status: 200, summary: 'One course',
  },
  AddCourse: {
    area: 'Course', method: 'POST', path: '/api/Course/AddCourse', auth: 'admin', input: 'multipart',
    body: courseInput, response: course, status: 201, summary: 'Add a course',
  },
  EditCourse: {
    area: 'Course', method: 'POST', path: '/api/Course/EditCourse', auth: 'admin', input: 'multipart',
    body: editCourseInput, response: course, status: 200, summary: 'Edit a course',
  },
  DeleteCourse: {
    area: 'Course', method: 'DELETE', path: '/api/Course/DeleteCourse', auth: 'admin', input: 'query',
    query: idQuery, response: null, status: 204, summary: 'Delete a course',
  },
  GetGetFAQs: {
    area: 'FAQ', method: 'GET', path: '/api/FAQ/GetGetFAQs', auth: 'public', input: 'none',
    response: z.array(faq), status: 200, summary: 'All questions, by sortOrder',
  },
  GetFAQById: {
    area: 'FAQ', method: 'GET', path: '/api/FAQ/GetFAQById', auth: 'public', input: 'query',
    query: idQuery, response: faq, status: 200, summary: 'One question',
  },
  AddFAQ: {
    area: 'FAQ', method: 'POST', path: '/api/FAQ/AddFAQ', auth: 'admin', input: 'json',
    body: faqInput, response: faq, status: 201, summary: 'Add a question',
  },
  EditFAQ: {
    area: 'FAQ', method: 'POST', path: '/api/FAQ/EditFAQ', auth: 'admin', input: 'json',
    body: editFaqInput, response: faq, status: 200, summary: 'Edit a question',
  },
  DeleteFAQ: {
    area: 'FAQ', method: 'DELETE', path: '/api/FAQ/DeleteFAQ', auth: 'admin', input: 'query',
    query: idQuery, response: null, status: 204, summary: 'Delete a question',
  },
  GetHomeData: {
    area: 'Home', method: 'GET', path: '/api/Home/GetHomeData', auth: 'public', input: 'none',
    response: homeData, status: 200, summary: 'The home page and site settings',
  },
  UpdateHomeData: {
    area: 'Home', method: 'POST', path: '/api/Home/UpdateHomeData', auth: 'admin', input: 'multipart',
    body: homeDataInput, response: homeData, status: 200, summary: 'Replace the home page and site settings',
  },
  GetInstructorData: {
    area: 'Instructor', method: 'GET', path: '/api/Instructor/GetInstructorData', auth: 'public', input: 'none',
    response: instructorData, status: 200, summary: 'The instructor page',
  },
  UpdateInstructorData: {
    area: 'Instructor', method: 'POST', path: '/api/Instructor/UpdateInstructorData', auth: 'admin', input: 'multipart',
    body: instructorDataInput, response: instructorData, status: 200, summary: 'Replace the instructor page',
  },
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

type Schema<E, K extends 'query' | 'body' | 'response', Io extends 'in' | 'out'> =
  E extends Record<K, infer S>
    ? S extends z.ZodType
      ? Io extends 'in'
        ? z.input<S>
        : z.output<S>
      : never
    : never;

/** What a caller sends as the query string of endpoint N. */
export type QueryOf<N extends EndpointName> = Schema<Endpoints[N], 'query', 'in'>;
/** What a caller sends as the body of endpoint N (JSON, or the fields of a multipart form). */
export type BodyOf<N extends EndpointName> = Schema<Endpoints[N], 'body', 'in'>;
/** What endpoint N answers with (void for 204). */
export type ResponseOf<N extends EndpointName> = Endpoints[N]['response'] extends z.ZodType
  ? z.output<Endpoints[N]['response']>
  : void;

export const endpointList = Object.entries(endpoints).map(([name, endpoint]) => ({
  name: name as EndpointName,
  ...(endpoint as Endpoint),
}));
