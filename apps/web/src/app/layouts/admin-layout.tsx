import { Outlet } from 'react-router';
import { AdminSideMenu } from '../../components/frame/admin-side-menu';
import { Breadcrumb } from '../../components/frame/breadcrumb';
import { frameClasses as classes, PageFrame } from '../../components/frame/page-frame';

/** Back-office screens (spec 3 §1): the side menu of '관리자 메뉴' and '시스템 관리', a breadcrumb and the page. */
export function AdminLayout() {
  return (
    <PageFrame>
      <div className={`${classes.container} ${classes.innerGrid}`}>
        <AdminSideMenu />
        <div className={classes.innerContent}>
          <Breadcrumb />
          <main id="content" tabIndex={-1} className={classes.main}>
            <Outlet />
          </main>
        </div>
      </div>
    </PageFrame>
  );
}
