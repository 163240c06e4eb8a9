import { useMutation } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { logger } from '@/lib/logger';

/** The registration payload exactly as the spec's entity lists it (§3). */
export interface RegistrationPayload {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  address: { street: string; city: string; province: string; postalCode: string };
  acceptReleaseOfInformation: boolean;
  acceptTermsAndConditions: boolean;
  acceptPrivacyPolicy: boolean;
}

export interface RegistrationResponse {
  message?: string;
  user?: { _id: string; email: string; firstName: string; lastName: string };
}

export async function register(payload: RegistrationPayload): Promise<RegistrationResponse> {
  try {
    return await api.post<RegistrationResponse>('/user/register', payload, { auth: false });
  } catch (error) {
    logger.warn('Registration failed', {
      status: isApiError(error) ? error.status : undefined,
      errors: isApiError(error) ? error.errors : undefined,
    });
    throw error;
  }
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}
