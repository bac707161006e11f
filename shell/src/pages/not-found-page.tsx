import { Button, Flex, Result } from '@kanri/design-system';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { TEXTS } from '../texts';

/** Any path no remote owns (spec §2). The bad path is logged. */
export function NotFoundPage() {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    console.warn(`[404] No page at ${location.pathname}${location.search}`);
  }, [location.pathname, location.search]);

  return (
    <Flex align="center" justify="center" style={{ minHeight: '70vh', padding: 24 }}>
      <Result
        status="404"
        title={TEXTS.notFoundTitle}
        subTitle={TEXTS.notFoundBody}
        extra={
          <Flex gap={12} justify="center">
            <Button type="primary" onClick={() => navigate('/')}>
              {TEXTS.goHome}
            </Button>
            <Button onClick={() => navigate(-1)}>{TEXTS.goBack}</Button>
          </Flex>
        }
      />
    </Flex>
  );
}
