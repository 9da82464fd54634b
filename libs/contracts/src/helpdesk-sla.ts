/**
 * Wire shapes of the help desk's SLAs (docs/areas/helpdesk.md, "SLAs"): per department, first reply and resolution
 * targets in business hours on a calendar with its time zone and holidays.
 */
export {};
