import type { LoginInput, User } from '@shared/contracts/auth';
import { apiRequest, getData } from '@/lib/api';

export const login = async (input: LoginInput) =>
  (await apiRequest<{ success: true; data: User }>('POST', '/api/auth/login', input)).data;

export const logout = () => apiRequest('POST', '/api/auth/logout');

export const fetchMe = () => getData<User>('/api/auth/me');
