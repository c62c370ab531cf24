import { createContext, useContext } from 'react';
import type { StaffRole } from '../../lib/api/types';

export const RoleContext = createContext<StaffRole>('editor');

/** The signed-in staff member's role, inside the admin area. */
export function useStaffRole(): StaffRole {
  return useContext(RoleContext);
}
