import { FrameConfigProvider } from '../../components/frame/frame-config';
import { frameClasses as classes, PageFrame } from '../../components/frame/page-frame';
import { Outlet } from '../../lib/router';
import { useAppFrameConfig } from './frame-config';

/** Public screens (home, login, sign-up, not found): the frame and the page in one container. */
export function PublicLayout() {
  return (
    <FrameConfigProvider value={useAppFrameConfig()}>
      <PageFrame>
        <main id="content" tabIndex={-1} className={`${classes.container} ${classes.publicMain}`}>
          <Outlet />
        </main>
      </PageFrame>
    </FrameConfigProvider>
  );
}
