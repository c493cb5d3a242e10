import { AdminSideMenu } from '../../components/frame/admin-side-menu';
import { FrameConfigProvider } from '../../components/frame/frame-config';
import { SideNavFrame } from '../../components/frame/side-nav-frame';
import { useAppFrameConfig } from './frame-config';

/** Back-office screens (spec 3 §1): the side menu of '관리자 메뉴' and '시스템 관리', a breadcrumb and the page. */
export function AdminLayout() {
  return (
    <FrameConfigProvider value={useAppFrameConfig()}>
      <SideNavFrame nav={<AdminSideMenu />} />
    </FrameConfigProvider>
  );
}
