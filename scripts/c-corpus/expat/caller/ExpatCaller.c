#include "ExpatCaller.h"

#include <expat.h>
#include <string.h>

static void XMLCALL count_start(void *user_data, const XML_Char *name, const XML_Char **attributes) {
    (void)name;
    (void)attributes;
    *(int *)user_data += 1;
}

int expat_caller_count_elements(const char *xml) {
    XML_Parser parser = XML_ParserCreate(NULL);
    if (parser == NULL) return -1;
    int count = 0;
    XML_SetUserData(parser, &count);
    XML_SetElementHandler(parser, count_start, NULL);
    enum XML_Status status = XML_Parse(parser, xml, (int)strlen(xml), 1);
    XML_ParserFree(parser);
    return status == XML_STATUS_OK ? count : -1;
}
