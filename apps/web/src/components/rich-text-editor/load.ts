/**
 * The editor's chunk (~140 kB compressed: Tiptap and ProseMirror). One loader for the lazy field that draws it
 * and for the kit's form screens, which start it beside the form's code when their descriptor has a rich-text
 * field, instead of once the form has drawn (the browser fetches and runs the module once).
 */
export const loadRichTextEditor = () => import('./rich-text-editor');
