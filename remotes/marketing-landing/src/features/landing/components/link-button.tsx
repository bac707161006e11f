import { Button, type ButtonProps } from '@kanri/design-system/essentials';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

/**
 * An antd Button that is a real router link: it renders <a href>, so it can be opened in a new
 * tab, and a plain click navigates inside the app without a page reload.
 */
export function LinkButton({ to, ...props }: Omit<ButtonProps, 'href' | 'onClick'> & { to: string }) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return <Button {...props} href={href} onClick={(event) => handleClick(event as MouseEvent<HTMLAnchorElement>)} />;
}
