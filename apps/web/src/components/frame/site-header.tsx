import { ko } from '@parking/shared/messages/ko';
import { Link } from '../../lib/router';
import { LogoMark } from '../icons/icons';
import { AuthActions } from './auth-actions';
import classes from './frame.module.css';
import { HeaderSearch } from './header-search';
import { MainMenu } from './main-menu';
import { MobileMenu } from './mobile-menu';
import { QuickMenu } from './quick-menu';
import { Sitemap } from './sitemap';

/** The portal logo: a link home whose accessible name is the portal's name. */
export function Logo() {
  return (
    <Link to="/main" className={classes.logo}>
      <LogoMark />
      <span className={classes.logoText}>
        {ko.frame.siteName}
        <span className="sr-only"> {ko.frame.homeLink}</span>
      </span>
    </Link>
  );
}

/**
 * The header of every framed page: a top bar (quick menu, member line), then the logo, the three-level menu,
 * the integrated search, the sitemap button (desktop) and the slide-menu button (1024 px and below).
 */
export function SiteHeader() {
  return (
    <header className={classes.header} id="header" tabIndex={-1}>
      <div className={classes.topBar}>
        <div className={`${classes.container} ${classes.topBarInner}`}>
          <QuickMenu />
          <AuthActions variant="header" />
        </div>
      </div>
      <div className={classes.mainBar}>
        <div className={`${classes.container} ${classes.mainBarInner}`}>
          <Logo />
          <MainMenu />
          <HeaderSearch />
          <Sitemap />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
