// The public face of the members module, the directory of member names that areas showing a writer or editor
// read (moved down from content so that content and boards no longer need each other, decision 197).
export { findMemberLabel } from './members.repository';
