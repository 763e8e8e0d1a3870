import { Accordion, Code, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The column format of docs/import.md, shortened to what a user needs to fill a spreadsheet. */
export function ImportFormatHelp() {
  const { t } = useTranslation();
  return (
    <Accordion variant="separated" my="md">
      <Accordion.Item value="format">
        <Accordion.Control>{t('data_import.format_title')}</Accordion.Control>
        <Accordion.Panel>
          <Text size="sm" mb="xs">
            {t('data_import.format_file')}
          </Text>
          <List size="sm" spacing={4}>
            <List.Item>{t('data_import.format_cargo')}</List.Item>
            <List.Item>{t('data_import.format_stages')}</List.Item>
            <List.Item>{t('data_import.format_errors')}</List.Item>
          </List>
          <Text size="sm" mt="xs">
            {t('data_import.format_example')}
          </Text>
          <Code block mt={4}>
            {'cargo,cargo_weight,distance,vehicle_load_type,tag:customer\nA,6,500,groupage,ACME\nB,4,500,groupage,'}
          </Code>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
