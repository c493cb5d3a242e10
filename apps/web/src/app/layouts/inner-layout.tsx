import { LeftNav } from '../../components/frame/left-nav';
import { SideNavFrame } from '../../components/frame/side-nav-frame';

/** Inner screens (lots, fees, settlement, season pass, web voucher, information, my-page): left navigation + page. */
export function InnerLayout() {
  return <SideNavFrame nav={<LeftNav />} />;
}
