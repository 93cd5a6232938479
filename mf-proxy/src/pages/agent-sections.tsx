import { lazy, type ComponentType } from 'react';

/**
 * The pages of the agent area, by their ?page= value (features/agent-centre/lib/menu.ts). The menu
 * (features/agent-centre) and the pages (one feature each) never import each other: they meet
 * here. Each feature adds its own line, as a lazy chunk loaded when the agent opens the page; every
 * page of the menus has an entry (agent-sections.test.ts).
 */
export const agentSections: Partial<Record<string, ComponentType>> = {
  Plan: lazy(() => import('../features/agent-application/components/plan-view').then((m) => ({ default: m.PlanView }))),
  Agreement: lazy(() => import('../features/agent-application/components/agreement-view').then((m) => ({ default: m.AgreementView }))),
  Register: lazy(() => import('../features/agent-application/components/register-view').then((m) => ({ default: m.RegisterView }))),
  // The QR code library comes with this chunk only.
  Promotion: lazy(() => import('../features/promotion/components/promotion-view').then((m) => ({ default: m.PromotionView }))),
  DownlineInfo: lazy(() => import('../features/reports/components/downline-view').then((m) => ({ default: m.DownlineView }))),
  OperationTable: lazy(() =>
    import('../features/reports/components/operation-report-view').then((m) => ({ default: m.OperationReportView })),
  ),
  StratifiedTable: lazy(() =>
    import('../features/reports/components/stratified-report-view').then((m) => ({ default: m.StratifiedReportView })),
  ),
  PerformanceSettlement: lazy(() =>
    import('../features/reports/components/settlements-view').then((m) => ({ default: m.SettlementsView })),
  ),
  Transfer: lazy(() => import('../features/agent-transfer/components/agent-transfer-view').then((m) => ({ default: m.AgentTransferView }))),
};
