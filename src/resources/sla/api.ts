import { sla } from '../../../contract/resources/sla';
import { declaredApi } from '../../declared/declaredApi';
import type { ApiResource } from '../../declared/types';

const derived = declaredApi(sla).sla;

/** A policy is named by its target and changed whole (PUT, a new version). */
export const api: Record<string, ApiResource> = {
  sla: { ...derived, keyField: 'target', updateMethod: 'PUT' },
};
