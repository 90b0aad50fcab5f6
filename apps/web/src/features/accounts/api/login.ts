import { useMutation } from '@tanstack/react-query';
import { login } from '@/lib/login';

export function useLogin() {
  return useMutation({ mutationFn: login });
}
