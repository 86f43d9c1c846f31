// The package's public surface: the /api contract as code.
export * from './dates';
export * from './endpoints';
export * from './entities/about';
export * from './entities/auth';
export * from './entities/cake';
export * from './entities/categories';
export * from './entities/contact';
export * from './entities/course';
export * from './entities/faq';
export * from './entities/home';
export * from './entities/instructor';
export * from './error-codes';
export * from './errors';
export * from './fields';
export * from './paging';
export * from './routes';
export * from './schemas';
