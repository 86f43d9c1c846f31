import { Outlet, useNavigation } from 'react-router-dom';

import { SpinnerOverlay } from '../components/spinner';
import { ToastRegion } from '../components/toast-region';
import { DocumentTitle } from './document-title';
import { useAreaStyle } from './use-area-style';
import { useLanguageFromUrl } from './use-language-from-url';
import { useScrollToTop } from './use-scroll-to-top';

/** Around every page: the area's style sheet, the spinner, titles, scrolling and toasts. */
export function RootLayout() {
  const navigation = useNavigation();
  const styleLoading = useAreaStyle();
  useScrollToTop();
  useLanguageFromUrl();
  return (
    <>
      <DocumentTitle />
      <Outlet />
      <SpinnerOverlay active={navigation.state === 'loading' || styleLoading} />
      <ToastRegion />
    </>
  );
}
