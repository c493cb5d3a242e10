// The public face of the editor-uploads module: what app.ts, other modules, jobs, seeds and CLIs may use (decision 197).
export { editorUploadsRoutes } from './editor-uploads.routes';
