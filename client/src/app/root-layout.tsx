import { Outlet, useNavigation } from 'react-router-dom';

import { SpinnerOverlay } from '../components/spinner';
import { ToastRegion } from '../components/toast-region';
import { DocumentTitle } from './document-title';
import { useLanguageFromUrl } from './use-language-from-url';
import { useScrollToTop } from './use-scroll-to-top';

/** Around every page of the browser app: the spinner, titles, scrolling and toasts. */
export function RootLayout() {
  const navigation = useNavigation();
  useScrollToTop();
  useLanguageFromUrl();
  return (
    <>
      <DocumentTitle />
      <Outlet />
      <SpinnerOverlay active={navigation.state === 'loading'} />
      <ToastRegion />
    </>
  );
}
