import type { SiteInfo } from '@parking/shared/site/schemas';
import type { AppConfig } from '../../config/index';

/** Facts about the operating organisation, from configuration. */
export function siteInfo(config: AppConfig): SiteInfo {
  return {
    orgName: config.org.name,
    address: config.org.address,
    representative: config.org.representative,
    phone: config.org.phone,
    businessNo: config.org.businessNo,
    copyright: config.org.copyright,
    demo: config.demoMode,
    kakaoMapAppKey: config.kakaoMapAppKey,
  };
}
