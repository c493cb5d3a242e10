import { Outlet } from 'react-router';
import { frameClasses as classes, PageFrame } from '../../components/frame/page-frame';

/** Public screens (home, login, sign-up, not found): the frame and the page in one container. */
export function PublicLayout() {
  return (
    <PageFrame>
      <main id="content" tabIndex={-1} className={`${classes.container} ${classes.publicMain}`}>
        <Outlet />
      </main>
    </PageFrame>
  );
}
