import { ko } from '@parking/shared/messages/ko';
import { lazy, type MouseEvent, Suspense, useEffect, useState } from 'react';
import { LogoMark, MapIcon, TicketIcon, WonIcon } from '../icons/icons';
import { FamilySite } from './family-site';
import classes from './frame.module.css';
import type { PolicyKey } from './policy-modal';
import { useOnceTrue } from './use-once-true';

const PolicyModal = lazy(() => import('./policy-modal').then((m) => ({ default: m.PolicyModal })));

import { IconLinkNav } from './quick-menu';
import { useSiteInfo } from './use-site-info';

/** Fragment that opens the privacy policy (a shareable link, e.g. from sign-up terms). */
export const PRIVACY_HASH = '#privacy-policy';

export const FOOTER_QUICK = [
  { to: '/map', label: ko.routes.map, Icon: MapIcon },
  { to: '/lookupunpaid', label: ko.routes.lookupunpaid, Icon: WonIcon },
  { to: '/periodinfo', label: ko.routes.periodinfo, Icon: TicketIcon },
] as const;

/** The organisation block: address, representative, phone and business number from GET /api/site/info. */
function OrgInfo() {
  const { data } = useSiteInfo();
  return (
    <div>
      <p className={classes.footerLogo}>
        <LogoMark />
        {data?.orgName ? `${data.orgName} ${ko.frame.siteName}` : ko.frame.siteName}
      </p>
      {data ? (
        <>
          <dl className={classes.orgInfo}>
            <div className={classes.orgInfoItem}>
              <dt>{ko.frame.address}</dt>
              <dd>{data.address}</dd>
            </div>
            <div className={classes.orgInfoItem}>
              <dt>{ko.frame.representative}</dt>
              <dd>{data.representative}</dd>
            </div>
            <div className={classes.orgInfoItem}>
              <dt>{ko.frame.phone}</dt>
              <dd>
                <a href={`tel:${data.phone.replace(/[^0-9]/g, '')}`}>{data.phone}</a>
              </dd>
            </div>
            <div className={classes.orgInfoItem}>
              <dt>{ko.frame.businessNo}</dt>
              <dd>{data.businessNo}</dd>
            </div>
          </dl>
          <p className={classes.copyright}>{data.copyright}</p>
        </>
      ) : null}
    </div>
  );
}

/**
 * The footer of spec 1 §2.2: policy dialogs (privacy policy also as a link), family sites, quick links,
 * the organisation's details. `id="footer"` is the target of the skip link.
 */
export function SiteFooter() {
  const [policy, setPolicy] = useState<PolicyKey | null>(null);
  const policyUsed = useOnceTrue(policy !== null);

  useEffect(() => {
    if (window.location.hash === PRIVACY_HASH) setPolicy('privacy');
  }, []);

  const openPrivacy = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setPolicy('privacy');
  };

  return (
    <footer id="footer" className={classes.footer} tabIndex={-1}>
      <div className={classes.footerTop}>
        <div className={`${classes.container} ${classes.footerTopInner}`}>
          <ul className={classes.policyLinks}>
            <li>
              <a
                href={PRIVACY_HASH}
                className={`${classes.policyButton} ${classes.policyPrivacy}`}
                onClick={openPrivacy}
              >
                {ko.frame.privacyPolicy}
              </a>
            </li>
            <li>
              <button
                type="button"
                className={classes.policyButton}
                onClick={() => setPolicy('emailRefusal')}
              >
                {ko.frame.emailRefusal}
              </button>
            </li>
            <li>
              <button type="button" className={classes.policyButton} onClick={() => setPolicy('copyright')}>
                {ko.frame.copyrightPolicy}
              </button>
            </li>
          </ul>
          <FamilySite />
        </div>
      </div>
      <div className={`${classes.container} ${classes.footerBody}`}>
        <OrgInfo />
        <IconLinkNav links={FOOTER_QUICK} label={ko.frame.footerQuickMenu} className={classes.footerQuick} />
      </div>
      {policyUsed && (
        <Suspense fallback={null}>
          <PolicyModal policy={policy} onClose={() => setPolicy(null)} />
        </Suspense>
      )}
    </footer>
  );
}
