/**
 * Every page but home, as one lazy chunk: a visitor of `/` does not download them, and once
 * fetched (on the first navigation, or early when the browser is idle) they all are there.
 */
export { AboutPage, aboutLoader } from './about-page';
export { CakePage, cakeLoader } from './cake-page';
export { CakesPage, cakesLoader } from './cakes-page';
export {
  CakeCategoriesPage,
  cakeCategoriesLoader,
  CourseCategoriesPage,
  courseCategoriesLoader,
} from './category-pages';
export { ContactPage, contactLoader } from './contact-page';
export { CoursePage, courseLoader } from './course-page';
export { CoursesPage, coursesLoader } from './courses-page';
export { FaqPage, faqLoader } from './faq-page';
export { InstructorPage, instructorLoader } from './instructor-page';
export { RequestReceivedPage, requestReceivedLoader } from './request-received-page';
export { TrackPage, trackLoader } from './track-page';
