import type { ReactNode } from 'react';
import { Outlet } from '../../lib/router';
import { Breadcrumb } from './breadcrumb';
import { frameClasses as classes, PageFrame } from './page-frame';

/** The frame of inner and admin screens: a side navigation, then the breadcrumb and the page. */
export function SideNavFrame({ nav }: { nav: ReactNode }) {
  return (
    <PageFrame>
      <div className={`${classes.container} ${classes.innerGrid}`}>
        {nav}
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
