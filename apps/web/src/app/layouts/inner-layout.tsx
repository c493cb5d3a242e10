import { Outlet } from 'react-router';
import { Breadcrumb } from '../../components/frame/breadcrumb';
import { LeftNav } from '../../components/frame/left-nav';
import { frameClasses as classes, PageFrame } from '../../components/frame/page-frame';

/** Inner screens (lots, fees, settlement, season pass, web voucher, information, my-page): left navigation + page. */
export function InnerLayout() {
  return (
    <PageFrame>
      <div className={`${classes.container} ${classes.innerGrid}`}>
        <LeftNav />
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
