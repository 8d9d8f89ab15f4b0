import { createContext, useContext } from 'react';
import { PLANS, type Plan } from './layout';

// The plan the stage is drawn to, chosen by its width (Stage.tsx); every part reads it here.
const PlanContext = createContext<Plan>(PLANS.wide);

export const PlanProvider = PlanContext.Provider;

export function usePlan(): Plan {
  return useContext(PlanContext);
}
