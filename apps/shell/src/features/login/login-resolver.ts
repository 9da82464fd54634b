// Loaded on demand (see login-page.tsx): yup stays out of the sign-in screen's first bundle.
import { yupResolver } from '@hookform/resolvers/yup';
import { loginSchema } from './login-schema';

export const loginResolver = yupResolver(loginSchema);
