import classes from './html-content.module.css';

/**
 * Stored HTML (notices, FAQ, answers, popups, banners). The server sanitises it when it is saved
 * (DESIGN §6: no scripts, event handlers, javascript: URLs or foreign iframes), so it is rendered as is.
 * Plain markup and CSS (no Mantine): the home page's popups use it on the first page (decision 174).
 */
export function HtmlContent({ html, className }: { html: string | null | undefined; className?: string }) {
  return (
    <div className={`${classes.typography} ${classes.root} ${className ?? ''}`}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitised this HTML on save */}
      <div dangerouslySetInnerHTML={{ __html: html ?? '' }} />
    </div>
  );
}
