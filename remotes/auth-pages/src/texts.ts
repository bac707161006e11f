/** User-visible texts of this remote; screens and tests share them. */
export const TEXTS = {
  login: { title: "Sign In", subtitle: "Sign in to your Kanri workspace." },
  register: { title: "Create your account", subtitle: "Join your team on Kanri." },
  emailVerification: { title: "Verify your e-mail", subtitle: "Confirm your e-mail address to finish signing up." },
  forgotPassword: { title: "Forgot password", subtitle: "We will e-mail you a link to reset your password." },
  resetPassword: { title: "Reset password", subtitle: "Choose a new password for your account." },
} as const;
