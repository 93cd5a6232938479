-- Issue 13: the agent programme (docs/proxy.md). An agents row is the agent's programme record;
-- member_id is the member who runs it (member_type 2) and logs in to the agent centre. A member's
-- members.agent_id names the agent that introduced it: that member is in the agent's downline.
-- parent_agent_id: the agent above this one (a sub-agent's upline); level: the agent's level (1 top).
ALTER TABLE agents ADD COLUMN member_id INTEGER REFERENCES members(id);
ALTER TABLE agents ADD COLUMN parent_agent_id INTEGER REFERENCES agents(id);
ALTER TABLE agents ADD COLUMN level INTEGER NOT NULL DEFAULT 1;
CREATE UNIQUE INDEX agents_member ON agents (member_id) WHERE member_id IS NOT NULL;
