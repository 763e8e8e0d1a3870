import { Accordion, Code, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The file format of docs/import.md, shortened to what a user needs to fill a spreadsheet. */
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
            <List.Item>{t('data_import.format_rows')}</List.Item>
            <List.Item>{t('data_import.format_places')}</List.Item>
            <List.Item>{t('data_import.format_cargo')}</List.Item>
            <List.Item>{t('data_import.format_errors')}</List.Item>
          </List>
          <Text size="sm" mt="xs">
            {t('data_import.format_example')}
          </Text>
          <Code block mt={4}>
            {'origin,destination,distance_km,vehicle_load_type,weight_t,tags\n"Valencia, ES",Madrid,,groupage,6,customer:ACME\nMadrid,Zaragoza,310,full_cargo,4,'}
          </Code>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
