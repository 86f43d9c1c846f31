import { defineIsland } from '../islands/island-module';
import { CustomCakeForm } from './custom-cake-form';

export const island = defineIsland({
  Component: CustomCakeForm,
  strings: ['site.order', 'site.customCake', 'dashboard.validation', 'common.loading'],
});
