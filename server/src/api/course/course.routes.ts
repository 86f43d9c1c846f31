import type { Handlers } from '../http/handler';
import type { CourseService } from './course.service';

export function courseHandlers(
  courses: CourseService,
): Pick<Handlers, 'GetCourses' | 'GetCourseById' | 'AddCourse' | 'EditCourse' | 'DeleteCourse'> {
  return {
    GetCourses: ({ query }) => courses.list(query),
    GetCourseById: ({ query }) => courses.get(query.Id),
    AddCourse: ({ body, upload }) => courses.add(body, upload),
    EditCourse: ({ body, upload }) => courses.edit(body, upload),
    DeleteCourse: ({ query }) => courses.delete(query.Id),
  };
}
