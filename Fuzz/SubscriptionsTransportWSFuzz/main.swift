import FuzzMain

runFuzzer(fuzzSubscriptionsTransportWS)
