import { ko } from '@parking/shared/messages/ko';
import { type FocusEvent, type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from '../../lib/router';
import { useKnownSession } from '../../lib/session-store';
import classes from './frame.module.css';
import { useFrameConfig } from './frame-config';
import { MenuLinks } from './menu-links';
import { findTrail, firstPath, visibleMenu } from './menu-tree';

/**
 * The desktop three-level menu (spec 1 §2.2). Each level-1 item is a link to the section's first page;
 * hovering or focusing it opens a panel with the section's level-2 and level-3 links. Escape closes the
 * panel and returns focus to the level-1 link; ArrowDown moves into the panel.
 */
export function MainMenu() {
  const session = useKnownSession();
  const { menu } = useFrameConfig();
  const sections = useMemo(() => visibleMenu(session, menu), [session, menu]);
  const { pathname } = useLocation();
  const activeSection = findTrail(pathname, menu)[0]?.id;
  const [open, setOpen] = useState<string | null>(null);
  const suppressFocusOpen = useRef(false);
  const topLinks = useRef(new Map<string, HTMLAnchorElement>());
  const baseId = useId();

  const close = () => setOpen(null);

  const onTopFocus = (id: string) => {
    if (suppressFocusOpen.current) {
      suppressFocusOpen.current = false;
      return;
    }
    setOpen(id);
  };

  const onItemBlur = (id: string) => (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget as Node | null;
    if (!next || !event.currentTarget.contains(next)) setOpen((cur) => (cur === id ? null : cur));
  };

  const onItemKeyDown = (id: string) => (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open === id) {
      event.stopPropagation();
      close();
      suppressFocusOpen.current = true;
      topLinks.current.get(id)?.focus();
      return;
    }
    if (event.key === 'ArrowDown' && event.target === topLinks.current.get(id)) {
      event.preventDefault();
      setOpen(id);
      // the panel is rendered (hidden) already; focus its first link once it is shown
      requestAnimationFrame(() => {
        document.getElementById(`${baseId}-${id}`)?.querySelector<HTMLAnchorElement>('a[href]')?.focus();
      });
    }
  };

  return (
    <nav
      className={`${classes.gnb} ${sections.length >= 8 ? classes.gnbDense : ''}`}
      aria-label={ko.frame.mainMenu}
    >
      <ul className={classes.gnbList}>
        {sections.map((section) => {
          const panelId = `${baseId}-${section.id}`;
          const isOpen = open === section.id;
          const linkClass = [
            classes.gnbLink,
            isOpen ? classes.gnbLinkOpen : '',
            activeSection === section.id ? classes.gnbLinkActive : '',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <li
              key={section.id}
              className={classes.gnbItem}
              onMouseEnter={() => setOpen(section.id)}
              onMouseLeave={() => setOpen((cur) => (cur === section.id ? null : cur))}
              onBlur={onItemBlur(section.id)}
              onKeyDown={onItemKeyDown(section.id)}
            >
              <Link
                ref={(el) => {
                  if (el) topLinks.current.set(section.id, el);
                  else topLinks.current.delete(section.id);
                }}
                to={firstPath(section) ?? '/main'}
                className={linkClass}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onFocus={() => onTopFocus(section.id)}
                onClick={close}
              >
                {section.label}
              </Link>
              <div id={panelId} className={classes.panel} hidden={!isOpen}>
                <div className={`${classes.container} ${classes.panelInner}`}>
                  <p className={classes.panelTitle} aria-hidden="true">
                    {section.label}
                  </p>
                  <MenuLinks
                    nodes={section.children ?? []}
                    onNavigate={close}
                    className={classes.panelLinks}
                  />
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
