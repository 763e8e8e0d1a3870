import { Box, Button, Group } from '@mantine/core';
import { IconAdjustments, IconBolt, IconBuildingFactory2, IconCar, IconCarSuv, IconPackage, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { StatusPage } from '../../app/status-page.tsx';
import { useSession } from '../auth/session.ts';
import { activeTab, configurationTabs, type ConfigurationTabKey } from './configuration-tabs.ts';

const ICONS = {
  materials: IconPackage,
  centers: IconBuildingFactory2,
  suppliers: IconBolt,
  car_families: IconCarSuv,
  cars: IconCar,
  accounts: IconReceipt,
  reviews: IconAdjustments,
} satisfies Record<ConfigurationTabKey, unknown>;

/**
 * The Configuration area: a row of links to the materials and the consumption lookups above the page of the one
 * open. `lookups`: the page is a consumption lookup's, which an only-scope-3 company does not have (the API
 * answers 403), so it is told so instead of being shown a list that cannot load.
 */
export function ConfigurationLayout({ lookups = false }: { lookups?: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  if (!session) return null;
  const tabs = configurationTabs(session.user);
  if (lookups && tabs.length === 0) {
    return (
      <StatusPage title={t('configuration.scope3_title')} text={t('configuration.scope3_text')} backTo="/materials" backLabel={t('not_found.back_materials')} />
    );
  }
  const active = activeTab(tabs, pathname);
  return (
    <>
      {tabs.length > 0 ? (
        <Box component="nav" aria-label={t('configuration.label')} mb="md">
          <Group gap={4}>
            {tabs.map((tab) => {
              const Icon = ICONS[tab.key];
              const current = tab.key === active;
              return (
                <Button
                  key={tab.key}
                  component={Link}
                  to={tab.to}
                  variant={current ? 'light' : 'subtle'}
                  size="sm"
                  leftSection={<Icon size={16} aria-hidden />}
                  aria-current={current ? 'page' : undefined}
                >
                  {t(`configuration.tabs.${tab.key}`)}
                </Button>
              );
            })}
          </Group>
        </Box>
      ) : null}
      <Outlet />
    </>
  );
}
