declare module 'virtual:response-shapes' {
  import type { EndpointName } from '@cakeshop/shared/endpoints';
  import type { Shape } from '@cakeshop/shared/response-shape';

  /** Built from the shared zod schemas by vite.config.ts. */
  const shapes: Partial<Record<EndpointName, Shape>>;
  export default shapes;
}
