import type { MemberEvent, SandboxEvents } from '../context';
import type { EventToPublish } from './events';

/** The member's private channel (shell-and-public.md §4; channel-authorization.ts lets only that member join). */
export function memberChannel(memberId: number): string {
  return `private-member.${memberId}`;
}

export function eventForMember(event: MemberEvent): EventToPublish {
  return { name: event.name, channels: [memberChannel(event.member_id)], data: JSON.stringify(event.data), info: [] };
}

/** Publishes every 'member-event' a route announces on the member's private channel; returns the unsubscribe function. */
export function publishMemberEvents(events: SandboxEvents, publish: (event: EventToPublish) => void): () => void {
  const listener = (event: MemberEvent): void => publish(eventForMember(event));
  events.on('member-event', listener);
  return () => events.off('member-event', listener);
}
