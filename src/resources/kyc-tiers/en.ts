import { kycTiers } from '../../../contract/resources/kyc-tiers';
import { messagesOf } from '../../declared/messages';

export const en = messagesOf(kycTiers, 'en');
