// The public face of the members module, the directory of members other areas read: the name shown as writer or
// editor, the car on the profile (moved down from content and unpaid to break module cycles, decision 197).
export { findMemberLabel, memberCarNo } from './members.repository';
