import { FrameConfigProvider } from '../../components/frame/frame-config';
import { LeftNav } from '../../components/frame/left-nav';
import { SideNavFrame } from '../../components/frame/side-nav-frame';
import { useAppFrameConfig } from './frame-config';

/** Inner screens (lots, fees, settlement, season pass, web voucher, information, my-page): left navigation + page. */
export function InnerLayout() {
  return (
    <FrameConfigProvider value={useAppFrameConfig()}>
      <SideNavFrame nav={<LeftNav />} />
    </FrameConfigProvider>
  );
}
